import { z } from "zod";
import { BrandFrame, type CardContext, FRAME_CHROME_HEIGHT, framePadding } from "../brand.tsx";
import { FONT_FAMILIES } from "../fonts.ts";
import { fitText, type TextStyle } from "../text-fit.ts";
import { glyphsFor } from "./glyphs.ts";
import { Glyphs, STYLES, type TemplateArgs, TextBlock } from "./visual-parts.tsx";

/**
 * "classic": the Daily Dose card. The sky's glyphs as a headline, the fact in the display serif,
 * a rule, and the call to action. Both texts are sized to their boxes, so the longest allowed
 * texts still sit inside the card.
 */
export const classicQuoteProps = z.object({
  astroFact: z.string().min(1),
  callToAction: z.string().min(1),
  /** The day the card is for, as shown ("Sunday, November 22, 2026"). */
  dateLabel: z.string().min(1),
  /** Small caps line at the top. */
  eyebrow: z.string().min(1).default("DAILY DOSE OF ZERO"),
});

const FACT_STYLE = STYLES.display;
const CTA_STYLE: TextStyle = { family: FONT_FAMILIES.text, weight: 600, lineHeight: 1.28 };
const LABEL = "YOUR MOVE";

/** Vertical space of everything in the middle column except the two texts, px. */
function fixedHeight(glyphSize: number) {
  const glyphs = glyphSize * 1.2 + 56;
  const rule = 56 + 4 + 52;
  const label = 34 + 18;
  return glyphs + rule + label;
}

function layoutClassicQuote(props: z.output<typeof classicQuoteProps>, ctx: CardContext) {
  const pad = framePadding(ctx);
  const innerWidth = ctx.width - 2 * pad.side;
  const glyphSize = Math.round(Math.min(ctx.width, ctx.height) * 0.12);
  // The middle column keeps some breathing room above and below the text block.
  const middle = ctx.height - pad.top - pad.bottom - FRAME_CHROME_HEIGHT - 2 * 48;
  const textBudget = middle - fixedHeight(glyphSize);
  const factBox = Math.round(textBudget * 0.66);
  const fact = fitText(props.astroFact, FACT_STYLE, {
    maxWidth: innerWidth,
    maxHeight: factBox,
    maxSize: Math.round(ctx.width * 0.082),
  });
  const cta = fitText(props.callToAction, CTA_STYLE, {
    maxWidth: innerWidth,
    maxHeight: textBudget - fact.height,
    maxSize: Math.min(Math.round(ctx.width * 0.052), Math.round(fact.fontSize * 0.72)),
  });
  return { glyphSize, fact, cta, innerWidth };
}

export function ClassicQuote({ props, ctx }: TemplateArgs<typeof classicQuoteProps>) {
  const { palette } = ctx;
  const layout = layoutClassicQuote(props, ctx);
  const glyphs = glyphsFor(props.astroFact);
  return (
    <BrandFrame ctx={ctx} eyebrow={props.eyebrow} dateLabel={props.dateLabel}>
      <Glyphs
        text={glyphs.join("\u2002")}
        size={layout.glyphSize}
        color={palette.accent}
        extra={{ lineHeight: 1.2, marginBottom: 56 }}
      />
      <TextBlock
        box="fact"
        text={props.astroFact}
        style={FACT_STYLE}
        size={layout.fact.fontSize}
        width={layout.innerWidth}
        color={palette.ink}
        extra={{ letterSpacing: "-0.01em" }}
      />
      <div
        style={{ display: "flex", width: 120, height: 4, marginTop: 56, backgroundColor: palette.accent }}
      />
      <div
        style={{
          display: "flex",
          marginTop: 52,
          fontSize: 28,
          fontWeight: 600,
          letterSpacing: "0.24em",
          color: palette.label,
        }}
      >
        {LABEL}
      </div>
      <TextBlock
        box="cta"
        text={props.callToAction}
        style={CTA_STYLE}
        size={layout.cta.fontSize}
        width={layout.innerWidth}
        color={palette.highlight}
        extra={{ marginTop: 18 }}
      />
    </BrandFrame>
  );
}
