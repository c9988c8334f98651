import { z } from "zod";
import { BrandFrame } from "../brand.tsx";
import {
  contentBox,
  DisplayText,
  Glyphs,
  LabelledText,
  Rule,
  SIGN_GLYPH,
  STYLES,
  signKey,
  sizeDisplay,
  sizeText,
  type TemplateArgs,
  TextBlock,
  upper,
} from "./visual-parts.tsx";

/**
 * "sign-quote": the Roasty Daily Quote of one sign. The sign's glyph and name, the sign in a few
 * words, the quote in the display serif, and the fact of today's sky it rests on.
 */
export const signQuoteProps = z.object({
  sign: signKey,
  flavour: z.string().min(1).max(80),
  quote: z.string().min(1).max(240),
  skyLine: z.string().min(1).max(120),
  dateLabel: z.string().min(1),
  eyebrow: z.string().min(1).default("ROASTY DAILY QUOTE"),
});

export function SignQuote({ props, ctx }: TemplateArgs<typeof signQuoteProps>) {
  const { palette } = ctx;
  const box = contentBox(ctx);
  const glyph = Math.round(ctx.width * 0.15);
  const head = glyph * 1.1 + 64;
  const foot = 4 + 2 * 44 + 26 + 14 + 2 * 30 * 1.38;
  const quote = sizeDisplay(props.quote, ctx, box.height - head - foot, 0.068);
  const sky = sizeText(props.skyLine, STYLES.body, box.width, 2 * 30 * 1.38, 30);
  return (
    <BrandFrame ctx={ctx} eyebrow={props.eyebrow} dateLabel={props.dateLabel}>
      <div style={{ display: "flex", alignItems: "center", marginBottom: 64 }}>
        <Glyphs text={SIGN_GLYPH[props.sign]} size={glyph} color={palette.accent} />
        <div style={{ display: "flex", flexDirection: "column", marginLeft: 36 }}>
          <TextBlock
            text={upper(props.sign)}
            style={STYLES.display}
            size={Math.round(ctx.width * 0.072)}
            width={box.width - glyph - 36}
            color={palette.ink}
            extra={{ letterSpacing: "0.06em" }}
          />
          <TextBlock
            text={props.flavour}
            style={STYLES.body}
            size={32}
            width={box.width - glyph - 36}
            color={palette.muted}
            extra={{ marginTop: 6 }}
          />
        </div>
      </div>
      <DisplayText
        text={props.quote}
        size={quote.fontSize}
        ctx={ctx}
        color={palette.ink}
        extra={{ letterSpacing: "-0.01em" }}
      />
      <Rule color={palette.accent} margin={44} />
      <LabelledText
        label="TODAY'S SKY"
        labelColor={palette.label}
        gap={14}
        text={props.skyLine}
        style={STYLES.body}
        size={sky.fontSize}
        width={box.width}
        color={palette.muted}
      />
    </BrandFrame>
  );
}
