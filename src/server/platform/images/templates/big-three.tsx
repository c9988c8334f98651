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
  upper,
} from "./visual-parts.tsx";

/** "big-three": the Mini Personality Snapshot: Sun, Moon and rising sign, a line each, a summary. */
export const bigThreeProps = z.object({
  rows: z
    .array(
      z.object({ point: z.enum(["Sun", "Moon", "Rising"]), sign: signKey, text: z.string().min(1).max(200) }),
    )
    .length(3),
  summary: z.string().min(1).max(300),
  eyebrow: z.string().min(1).default("MINI PERSONALITY SNAPSHOT"),
  dateLabel: z.string().min(1).default("Sun, Moon and rising, no fluff"),
});

const ROW_GAP = 44;

export function BigThree({ props, ctx }: TemplateArgs<typeof bigThreeProps>) {
  const { palette } = ctx;
  const box = contentBox(ctx);
  const glyph = Math.round(ctx.width * 0.1);
  const textWidth = box.width - glyph - 40;
  const rowText = sizeText(
    props.rows.reduce((longest, row) => (row.text.length > longest.length ? row.text : longest), ""),
    STYLES.body,
    textWidth,
    ((box.height - 2 * 48 - 4) * 0.68) / 3 - 26 - 10 - ROW_GAP,
    42,
  );
  const summary = sizeDisplay(props.summary, ctx, (box.height - 2 * 48 - 4) * 0.32, 0.052);
  return (
    <BrandFrame ctx={ctx} eyebrow={props.eyebrow} dateLabel={props.dateLabel}>
      {props.rows.map((row) => (
        <div key={row.point} style={{ display: "flex", alignItems: "flex-start", marginBottom: ROW_GAP }}>
          <Glyphs
            text={SIGN_GLYPH[row.sign]}
            size={glyph}
            color={palette.accent}
            extra={{ width: glyph + 8 }}
          />
          <div style={{ display: "flex", flexDirection: "column", marginLeft: 32 }}>
            <LabelledText
              label={`${upper(row.point)} IN ${upper(row.sign)}`}
              labelColor={palette.label}
              gap={10}
              text={row.text}
              style={STYLES.body}
              size={rowText.fontSize}
              width={textWidth}
              color={palette.ink}
            />
          </div>
        </div>
      ))}
      <Rule color={palette.accent} margin={48} />
      <DisplayText text={props.summary} size={summary.fontSize} ctx={ctx} color={palette.highlight} />
    </BrandFrame>
  );
}
