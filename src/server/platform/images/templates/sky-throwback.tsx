import { z } from "zod";
import { BrandFrame } from "../brand.tsx";
import {
  BODY_GLYPH,
  type BodyKey,
  contentBox,
  DisplayText,
  Glyphs,
  Rule,
  STYLES,
  sizeDisplay,
  sizeText,
  type TemplateArgs,
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

export function SkyThrowback({ props, ctx }: TemplateArgs<typeof skyThrowbackProps>) {
  const { palette } = ctx;
  const box = contentBox(ctx);
  const date = sizeDisplay(props.date, ctx, box.height * 0.2, 0.105);
  const factWidth = box.width - 100;
  const longestFact = props.facts.reduce((a, f) => (f.text.length > a.length ? f.text : a), "");
  const factText = sizeText(
    longestFact,
    STYLES.strong,
    factWidth,
    (box.height * 0.3) / props.facts.length - 20,
    FACT_SIZE,
  );
  const factRows = props.facts.length * (Math.max(factText.height, factText.fontSize * 1.5) + 20);
  const fixed = date.height + 12 + 40 + 2 * 52 + 4 + factRows + 52;
  const line = sizeDisplay(props.line, ctx, box.height - fixed, 0.056);
  return (
    <BrandFrame ctx={ctx} eyebrow={props.eyebrow} dateLabel={props.dateLabel}>
      <DisplayText text={props.date} size={date.fontSize} ctx={ctx} color={palette.ink} />
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
            size={Math.round(factText.fontSize * 1.3)}
            color={palette.accent}
            extra={{ width: 76, justifyContent: "center" }}
          />
          <TextBlock
            text={fact.text}
            style={STYLES.strong}
            size={factText.fontSize}
            width={factWidth}
            color={palette.ink}
            extra={{ marginLeft: 24 }}
          />
        </div>
      ))}
      <DisplayText
        text={props.line}
        size={line.fontSize}
        ctx={ctx}
        color={palette.highlight}
        extra={{ marginTop: 52 }}
      />
    </BrandFrame>
  );
}
