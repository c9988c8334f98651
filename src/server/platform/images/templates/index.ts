import type { ReactElement } from "react";
import type { z } from "zod";
import type { CardContext } from "../brand.tsx";
import { ClassicQuote, classicQuoteProps } from "./classic-quote.tsx";

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
} satisfies Record<string, CardTemplate>;

export type CardTemplateName = keyof typeof CARD_TEMPLATES;

export function isCardTemplate(name: string): name is CardTemplateName {
  return Object.hasOwn(CARD_TEMPLATES, name);
}
