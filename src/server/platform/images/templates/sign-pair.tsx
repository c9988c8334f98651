import { z } from "zod";
import { BrandFrame } from "../brand.tsx";
import {
  contentBox,
  DisplayText,
  Glyphs,
  Label,
  SIGN_GLYPH,
  STYLES,
  signKey,
  sizeDisplay,
  sizeText,
  type TemplateArgs,
  upper,
} from "./visual-parts.tsx";

/** "sign-pair": the Compatibility One-Liner. Two glyphs, the two names, how they sit, the line. */
export const signPairProps = z.object({
  sign1: signKey,
  sign2: signKey,
  label: z.string().min(1).max(40),
  line: z.string().min(1).max(240),
  eyebrow: z.string().min(1).default("COMPATIBILITY ONE-LINER"),
  dateLabel: z.string().min(1).default("Sun signs, no fluff"),
});

export function SignPair({ props, ctx }: TemplateArgs<typeof signPairProps>) {
  const { palette } = ctx;
  const box = contentBox(ctx);
  const glyph = Math.round(ctx.width * 0.17);
  const names = sizeText(`${upper(props.sign1)} × ${upper(props.sign2)}`, STYLES.display, box.width, 90, 64);
  const head = glyph * 1.1 + 36 + names.height + 40 + 26 + 64;
  const line = sizeDisplay(props.line, ctx, box.height - head, 0.066);
  return (
    <BrandFrame ctx={ctx} eyebrow={props.eyebrow} dateLabel={props.dateLabel}>
      <div style={{ display: "flex", alignItems: "center" }}>
        <Glyphs text={SIGN_GLYPH[props.sign1]} size={glyph} color={palette.accent} />
        <div
          style={{
            display: "flex",
            fontSize: Math.round(glyph * 0.5),
            color: palette.muted,
            marginLeft: 28,
            marginRight: 28,
          }}
        >
          ×
        </div>
        <Glyphs text={SIGN_GLYPH[props.sign2]} size={glyph} color={palette.accent} />
      </div>
      <DisplayText
        text={`${upper(props.sign1)} × ${upper(props.sign2)}`}
        size={names.fontSize}
        ctx={ctx}
        color={palette.ink}
        extra={{ marginTop: 36, letterSpacing: "0.04em" }}
      />
      <Label color={palette.label} extra={{ marginTop: 40, marginBottom: 64 }}>
        {upper(props.label)}
      </Label>
      <DisplayText
        text={props.line}
        size={line.fontSize}
        ctx={ctx}
        color={palette.ink}
        extra={{ letterSpacing: "-0.01em" }}
      />
    </BrandFrame>
  );
}
