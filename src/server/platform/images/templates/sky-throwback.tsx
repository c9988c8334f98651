import { z } from "zod";
import { BrandFrame, type CardContext } from "../brand.tsx";
import {
  BODY_GLYPH,
  type BodyKey,
  contentBox,
  Glyphs,
  Rule,
  STYLES,
  sizeText,
  TextBlock,
} from "./visual-parts.tsx";

/** "sky-throwback": what the sky said on a past date: the date, three facts with glyphs, a line. */
export const skyThrowbackProps = z.object({
  date: z.string().min(1).max(40),
  weekday: z.string().min(1).max(20),
  facts: z
    .array(
      z.object({
        glyph: z.enum(Object.keys(BODY_GLYPH) as [BodyKey, ...BodyKey[]]).or(z.literal("spark")),
        text: z.string().min(1).max(80),
      }),
    )
    .min(1)
    .max(4),
  line: z.string().min(1).max(300),
  eyebrow: z.string().min(1).default("THROWBACK"),
  dateLabel: z.string().min(1).default("What the sky said that day"),
});

const FACT_SIZE = 46;

export function SkyThrowback({
  props,
  ctx,
}: {
  props: z.output<typeof skyThrowbackProps>;
  ctx: CardContext;
}) {
  const { palette } = ctx;
  const box = contentBox(ctx);
  const date = sizeText(props.date, STYLES.display, box.width, 260, Math.round(ctx.width * 0.105));
  const factRows = props.facts.length * (FACT_SIZE * 1.5 + 20);
  const fixed = date.height + 12 + 40 + 2 * 52 + 4 + factRows + 52;
  const line = sizeText(
    props.line,
    STYLES.display,
    box.width,
    box.height - fixed,
    Math.round(ctx.width * 0.056),
  );
  return (
    <BrandFrame ctx={ctx} eyebrow={props.eyebrow} dateLabel={props.dateLabel}>
      <TextBlock
        text={props.date}
        style={STYLES.display}
        size={date.fontSize}
        width={box.width}
        color={palette.ink}
      />
      <TextBlock
        text={props.weekday}
        style={STYLES.body}
        size={40}
        width={box.width}
        color={palette.muted}
        extra={{ marginTop: 12 }}
      />
      <Rule color={palette.accent} margin={52} />
      {props.facts.map((fact) => (
        <div key={fact.text} style={{ display: "flex", alignItems: "center", marginBottom: 20 }}>
          <Glyphs
            text={fact.glyph === "spark" ? "✦" : BODY_GLYPH[fact.glyph]}
            size={Math.round(FACT_SIZE * 1.3)}
            color={palette.accent}
            extra={{ width: 76, justifyContent: "center" }}
          />
          <TextBlock
            text={fact.text}
            style={STYLES.strong}
            size={FACT_SIZE}
            width={box.width - 100}
            color={palette.ink}
            extra={{ marginLeft: 24 }}
          />
        </div>
      ))}
      <TextBlock
        text={props.line}
        style={STYLES.display}
        size={line.fontSize}
        width={box.width}
        color={palette.highlight}
        extra={{ marginTop: 52 }}
      />
    </BrandFrame>
  );
}
