import { z } from "zod";
import { BrandFrame, type CardContext } from "../brand.tsx";
import { contentBox, Glyphs, Label, Rule, STYLES, sizeText, TextBlock } from "./visual-parts.tsx";

/** "oracle-card": the Ask The Oracle visual: a question and the Oracle's answer. */
export const oracleCardProps = z.object({
  question: z.string().min(1).max(500),
  answer: z.string().min(1).max(800),
  dateLabel: z.string().min(1),
  eyebrow: z.string().min(1).default("ASK THE ORACLE"),
});

export function OracleCard({ props, ctx }: { props: z.output<typeof oracleCardProps>; ctx: CardContext }) {
  const { palette } = ctx;
  const box = contentBox(ctx);
  const glyph = Math.round(ctx.width * 0.1);
  const fixed = glyph * 1.1 + 40 + 26 + 16 + 2 * 48 + 4 + 26 + 16;
  const question = sizeText(`“${props.question}”`, STYLES.strong, box.width, (box.height - fixed) * 0.36, 54);
  const answer = sizeText(
    props.answer,
    STYLES.display,
    box.width,
    box.height - fixed - question.height,
    Math.round(ctx.width * 0.062),
  );
  return (
    <BrandFrame ctx={ctx} eyebrow={props.eyebrow} dateLabel={props.dateLabel}>
      <Glyphs text="☽" size={glyph} color={palette.accent} extra={{ marginBottom: 40 }} />
      <Label color={palette.label}>THE QUESTION</Label>
      <TextBlock
        text={`“${props.question}”`}
        style={STYLES.strong}
        size={question.fontSize}
        width={box.width}
        color={palette.muted}
        extra={{ marginTop: 16 }}
      />
      <Rule color={palette.accent} margin={48} />
      <Label color={palette.label}>THE ORACLE SAYS</Label>
      <TextBlock
        text={props.answer}
        style={STYLES.display}
        size={answer.fontSize}
        width={box.width}
        color={palette.ink}
        extra={{ marginTop: 16, letterSpacing: "-0.01em" }}
      />
    </BrandFrame>
  );
}
