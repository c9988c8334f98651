import { z } from "zod";
import { BrandFrame } from "../brand.tsx";
import { Glyphs, type TemplateArgs, TitleRuleBody } from "./visual-parts.tsx";

/** "usp-slide": one slide of the USP carousel: a glyph, a title, a short paragraph, its place. */
export const uspSlideProps = z.object({
  glyph: z.string().min(1).max(4),
  title: z.string().min(1).max(80),
  body: z.string().min(1).max(260),
  /** "2 / 6": where the slide sits in the carousel. */
  position: z.string().min(1).max(12),
  eyebrow: z.string().min(1).default("WHY ZERO FLUFF"),
});

export function UspSlide({ props, ctx }: TemplateArgs<typeof uspSlideProps>) {
  const glyph = Math.round(ctx.width * 0.16);
  return (
    <BrandFrame ctx={ctx} eyebrow={props.eyebrow} dateLabel={props.position}>
      <Glyphs text={props.glyph} size={glyph} color={ctx.palette.accent} extra={{ marginBottom: 48 }} />
      <TitleRuleBody
        title={props.title}
        body={props.body}
        ctx={ctx}
        above={glyph * 1.1 + 48}
        titleShare={0.5}
        maxSizes={{ title: Math.round(ctx.width * 0.1), body: 46 }}
        ruleMargin={44}
      />
    </BrandFrame>
  );
}
