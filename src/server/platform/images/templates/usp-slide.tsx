import { z } from "zod";
import { BrandFrame } from "../brand.tsx";
import {
  contentBox,
  Glyphs,
  STYLES,
  sizeDisplay,
  sizeText,
  type TemplateArgs,
  TitleRuleBody,
} from "./visual-parts.tsx";

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
  const { palette } = ctx;
  const box = contentBox(ctx);
  const glyph = Math.round(ctx.width * 0.16);
  const fixed = glyph * 1.1 + 48 + 2 * 44 + 4;
  const title = sizeDisplay(props.title, ctx, (box.height - fixed) * 0.5, 0.1);
  const body = sizeText(props.body, STYLES.body, box.width, box.height - fixed - title.height, 46);
  return (
    <BrandFrame ctx={ctx} eyebrow={props.eyebrow} dateLabel={props.position}>
      <Glyphs text={props.glyph} size={glyph} color={palette.accent} extra={{ marginBottom: 48 }} />
      <TitleRuleBody
        title={{ text: props.title, fontSize: title.fontSize }}
        body={{ text: props.body, fontSize: body.fontSize }}
        width={box.width}
        ruleMargin={44}
        palette={palette}
      />
    </BrandFrame>
  );
}
