import { z } from "zod";
import { BrandFrame } from "../brand.tsx";
import { type TemplateArgs, TitleRuleBody } from "./visual-parts.tsx";

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
  return (
    <BrandFrame ctx={ctx} eyebrow={props.eyebrow} dateLabel={props.label}>
      <TitleRuleBody
        title={props.title}
        body={props.description}
        ctx={ctx}
        above={0}
        titleShare={0.55}
        maxSizes={{ title: 72, body: 34 }}
        ruleMargin={28}
      />
    </BrandFrame>
  );
}
