import { z } from "zod";
import { BrandFrame } from "../brand.tsx";
import {
  contentBox,
  Glyphs,
  LabelledText,
  Rule,
  STYLES,
  sizeDisplay,
  sizeText,
  type TemplateArgs,
} from "./visual-parts.tsx";

/** "oracle-card": the Ask The Oracle visual: a question and the Oracle's answer. */
export const oracleCardProps = z.object({
  question: z.string().min(1).max(500),
  answer: z.string().min(1).max(800),
  dateLabel: z.string().min(1),
  eyebrow: z.string().min(1).default("ASK THE ORACLE"),
});

export function OracleCard({ props, ctx }: TemplateArgs<typeof oracleCardProps>) {
  const { palette } = ctx;
  const box = contentBox(ctx);
  const glyph = Math.round(ctx.width * 0.1);
  const fixed = glyph * 1.1 + 40 + 26 + 16 + 2 * 48 + 4 + 26 + 16;
  const question = sizeText(`“${props.question}”`, STYLES.strong, box.width, (box.height - fixed) * 0.36, 54);
  const answer = sizeDisplay(props.answer, ctx, box.height - fixed - question.height, 0.062);
  return (
    <BrandFrame ctx={ctx} eyebrow={props.eyebrow} dateLabel={props.dateLabel}>
      <Glyphs text="☽" size={glyph} color={palette.accent} extra={{ marginBottom: 40 }} />
      <LabelledText
        label="THE QUESTION"
        labelColor={palette.label}
        gap={16}
        text={`“${props.question}”`}
        style={STYLES.strong}
        size={question.fontSize}
        width={box.width}
        color={palette.muted}
      />
      <Rule color={palette.accent} margin={48} />
      <LabelledText
        label="THE ORACLE SAYS"
        labelColor={palette.label}
        gap={16}
        text={props.answer}
        style={STYLES.display}
        size={answer.fontSize}
        width={box.width}
        color={palette.ink}
        extra={{ letterSpacing: "-0.01em" }}
      />
    </BrandFrame>
  );
}
