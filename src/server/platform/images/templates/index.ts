import type { ReactElement } from "react";
import type { z } from "zod";
import type { CardContext } from "../brand.tsx";
import { BigThree, bigThreeProps } from "./big-three.tsx";
import { ClassicQuote, classicQuoteProps } from "./classic-quote.tsx";
import { OracleCard, oracleCardProps } from "./oracle-card.tsx";
import { PageCard, pageCardProps } from "./page-card.tsx";
import { SignPair, signPairProps } from "./sign-pair.tsx";
import { SignQuote, signQuoteProps } from "./sign-quote.tsx";
import { SkyThrowback, skyThrowbackProps } from "./sky-throwback.tsx";
import { UspSlide, uspSlideProps } from "./usp-slide.tsx";
import { VoiceComparison, voiceComparisonProps } from "./voice-comparison.tsx";

/**
 * Every card the renderer knows, by name. A template is a props schema (checked before a render is
 * queued) and a component of those props and the card's context (size, theme, palette). The admin
 * visual generator adds its post (1080×1350) and story (1080×1920) templates here.
 */
export interface CardTemplate<S extends z.ZodType = z.ZodType> {
  props: S;
  render(props: z.output<S>, ctx: CardContext): ReactElement;
}

function template<S extends z.ZodType>(t: CardTemplate<S>): CardTemplate {
  return t as unknown as CardTemplate;
}

export const CARD_TEMPLATES = {
  classic: template({
    props: classicQuoteProps,
    render: (props, ctx) => ClassicQuote({ props, ctx }),
  }),
  // The admin visual generator's posts and stories.
  "sign-quote": template({ props: signQuoteProps, render: (props, ctx) => SignQuote({ props, ctx }) }),
  "sign-pair": template({ props: signPairProps, render: (props, ctx) => SignPair({ props, ctx }) }),
  "usp-slide": template({ props: uspSlideProps, render: (props, ctx) => UspSlide({ props, ctx }) }),
  "voice-comparison": template({
    props: voiceComparisonProps,
    render: (props, ctx) => VoiceComparison({ props, ctx }),
  }),
  "sky-throwback": template({
    props: skyThrowbackProps,
    render: (props, ctx) => SkyThrowback({ props, ctx }),
  }),
  "oracle-card": template({ props: oracleCardProps, render: (props, ctx) => OracleCard({ props, ctx }) }),
  "big-three": template({ props: bigThreeProps, render: (props, ctx) => BigThree({ props, ctx }) }),
  // The link preview of each public page, drawn by the build.
  "page-card": template({ props: pageCardProps, render: (props, ctx) => PageCard({ props, ctx }) }),
} satisfies Record<string, CardTemplate>;

export type CardTemplateName = keyof typeof CARD_TEMPLATES;

export function isCardTemplate(name: string): name is CardTemplateName {
  return Object.hasOwn(CARD_TEMPLATES, name);
}
