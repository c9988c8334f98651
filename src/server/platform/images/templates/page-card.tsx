import { z } from "zod";
import { BrandFrame } from "../brand.tsx";
import { contentBox, STYLES, sizeText, type TemplateArgs, TitleRuleBody } from "./visual-parts.tsx";

/**
 * "page-card": the picture a shared link to a public page shows (Open Graph and Twitter, 1200×630),
 * drawn at build time (scripts/prerender.mjs): the page's title and the sentence that says what it
 * is, in the brand frame.
 */
export const pageCardProps = z.object({
  title: z.string().min(1).max(90),
  description: z.string().min(1).max(240),
  /** Small caps at the top of the frame. */
  eyebrow: z.string().min(1).max(40).default("REAL PLANETS · PLAIN WORDS"),
  /** The frame's second line. */
  label: z.string().min(1).max(60).default("Birth charts and daily horoscopes"),
});

export function PageCard({ props, ctx }: TemplateArgs<typeof pageCardProps>) {
  const { palette } = ctx;
  const box = contentBox(ctx);
  const ruleSpace = 2 * 28 + 4;
  const title = sizeText(props.title, STYLES.display, box.width, (box.height - ruleSpace) * 0.55, 72);
  const body = sizeText(props.description, STYLES.body, box.width, box.height - ruleSpace - title.height, 34);
  return (
    <BrandFrame ctx={ctx} eyebrow={props.eyebrow} dateLabel={props.label}>
      <TitleRuleBody
        title={{ text: props.title, fontSize: title.fontSize }}
        body={{ text: props.description, fontSize: body.fontSize }}
        width={box.width}
        ruleMargin={28}
        palette={palette}
      />
    </BrandFrame>
  );
}
