import { collectStrings } from "#writing/index";
import { CARD_THEMES, type CardTheme } from "./brand.tsx";
import { CARD_TEMPLATES, type CardTemplateName, isCardTemplate } from "./templates/index.ts";
import { unsupportedCharacters } from "./text-fit.ts";

/**
 * What a card request must be before it is drawn. The server's main thread checks it here, so bad
 * input is refused before it takes a place in the render queue, without loading the renderer
 * (satori, resvg: tens of MB) outside its workers.
 */

export interface RenderOptions {
  width: number;
  height: number;
  theme: CardTheme;
}

/** Sizes the renderer accepts, px: from a thumbnail to a 4K-tall story. */
const CARD_SIZE_LIMITS = { min: 64, max: 2160 } as const;

/** Input a card cannot be made from (the caller answers 400 with the message). */
export class CardInputError extends Error {
  constructor(
    message: string,
    readonly field?: string,
    readonly characters: string[] = [],
  ) {
    super(message);
    this.name = "CardInputError";
  }
}

function quoteList(chars: string[]): string {
  return chars.map((c) => `"${c}"`).join(", ");
}

/** The message for characters no card font can draw. */
function unsupportedMessage(chars: string[]): string {
  return chars.length === 1
    ? `The image cannot show the character ${quoteList(chars)} (emoji and some scripts have no font here). Remove it and try again.`
    : `The image cannot show the characters ${quoteList(chars)} (emoji and some scripts have no font here). Remove them and try again.`;
}

/**
 * Validates a card request and returns the template's parsed props; throws CardInputError for an
 * unknown template or theme, a size out of range, props that do not match, or characters that no
 * loaded font draws (they would come out as empty boxes).
 */
export function checkCard(
  name: string,
  props: unknown,
  options: RenderOptions,
): { template: CardTemplateName; props: unknown } {
  if (!isCardTemplate(name)) throw new CardInputError(`Unknown template "${name}".`, "template");
  if (!CARD_THEMES.includes(options.theme))
    throw new CardInputError(`Unknown theme "${options.theme}".`, "theme");
  for (const size of [options.width, options.height]) {
    if (!Number.isInteger(size) || size < CARD_SIZE_LIMITS.min || size > CARD_SIZE_LIMITS.max)
      throw new CardInputError(
        `Card sizes are whole pixels from ${CARD_SIZE_LIMITS.min} to ${CARD_SIZE_LIMITS.max}.`,
        "size",
      );
  }
  const parsed = CARD_TEMPLATES[name].props.safeParse(props);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CardInputError(issue?.message ?? "Invalid card content.", issue?.path.join("."));
  }
  if (parsed.data && typeof parsed.data === "object") {
    for (const [field, value] of Object.entries(parsed.data)) {
      const missing = unsupportedCharacters(collectStrings(value).join(" "));
      if (missing.length > 0) throw new CardInputError(unsupportedMessage(missing), field, missing);
    }
  }
  return { template: name, props: parsed.data };
}
