/**
 * Safety before voice: every piece of free text a person writes to us (the Oracle question above
 * all) is screened here before any limit, plan check, topic routing, reading or joke. Pure: no I/O.
 *
 * The screen itself lives in ./care/ (docs/decisions/023-care-screen.md): it reads concepts in
 * seven languages, not a list of phrases. Four outcomes besides "ok":
 * - crisis: self-harm or suicide, abuse or coercion, a child in danger, harm to others, a medical
 *   emergency, an eating disorder. A fixed, warm reply in the question's language, the same in
 *   both voices, with 112, the national line where the user's country is known, and
 *   findahelpline.com.
 * - no-reading: another person's death or illness, grief, pregnancy, medication, a diagnosis, a
 *   legal decision. A kind refusal that says why, with who can help; never dates.
 * - unclear: a decision whose object cannot be named ("should I end it"): no verdict, a question
 *   back, and the help line quietly below.
 * - out-of-scope: weather, lottery numbers, nonsense, instructions aimed at the writer, wishing
 *   harm on others. A short "the stars don't do that" in the chosen voice.
 */

import {
  type CareContext,
  crisisReply,
  noReadingReply,
  quietHelpLine,
  unclearReply,
} from "./care/replies.ts";
import type { OutOfScopeKind, Screening } from "./care/screen.ts";
import type { Voice } from "./facts.ts";

export { countryOfTimeZone } from "./care/helplines.ts";
export {
  CRISIS_KINDS,
  type CrisisKind,
  type Lang,
  NO_READING_KINDS,
} from "./care/lexicon/types.ts";
export { normaliseFreeText } from "./care/normalise.ts";
export { type OutOfScopeKind, type Screening, screenFreeText, screenWithLists } from "./care/screen.ts";
export { type CareContext, crisisReply, noReadingReply, quietHelpLine, unclearReply };

const OUT_OF_SCOPE_REPLY: Readonly<Record<OutOfScopeKind, Record<Voice, string>>> = {
  weather: {
    normal:
      "The stars don't do weather: a chart describes people and timing, not rain clouds. A weather service will serve you far better. Ask me about a choice, a relationship or your timing instead.",
    roast:
      "You asked a birth chart for the weather. Bold. The planets don't do rain; your phone's weather app does. Bring me a real question tomorrow — or today, this one didn't count.",
  },
  lottery: {
    normal:
      "The stars don't pick numbers, and anyone who says they do is selling something. A chart can speak to how you handle money and risk — ask me that instead.",
    roast:
      "No winning numbers here. If the planets knew them, astrologers would be on yachts. Ask about your spending habits instead; that's where your chart actually has opinions.",
  },
  "harm-to-others": {
    normal:
      "The Oracle won't help with harming, cursing or controlling someone else. If someone has hurt you, talking it through with a person you trust helps more than any reading. Ask me about what you can do for yourself instead.",
    roast:
      "No hexes, no revenge plans, no sabotage. Put that energy into your own life instead; ask me about that and we're in business.",
  },
  injection: {
    normal:
      "I only answer questions about your life, read from your chart and today's sky. Ask me about love, work, money, a decision or timing.",
    roast: "Nice try. I read charts, I don't take instructions. Ask me a real question about your life.",
  },
  nonsense: {
    normal:
      "I couldn't find a question in that. Try one plain sentence about love, work, money, a decision or timing — it doesn't count against today's question.",
    roast: "That was a keyboard, not a question. Use words. This one didn't count, so try again.",
  },
};

/** The short, honest "the stars don't do that" reply, in the chosen voice. */
export function outOfScopeReply(reason: OutOfScopeKind, voice: Voice): string {
  return OUT_OF_SCOPE_REPLY[reason][voice];
}

export interface CareAnswer {
  answer: string;
  /** A quiet line pointing to help, shown under the answer (unclear and no-reading replies). */
  help?: string;
}

/**
 * The reply to a question the screen kept from the stars, or null for an ordinary one. Only the
 * out-of-scope kinds take the voice; care replies read the same in both.
 */
export function careAnswer(
  screening: Screening,
  voice: Voice,
  context: Pick<CareContext, "timeZone" | "birthTimeZone"> = {},
): CareAnswer | null {
  const care: CareContext = { ...context, lang: "lang" in screening ? screening.lang : undefined };
  switch (screening.kind) {
    case "ok":
      return null;
    case "crisis":
      return { answer: crisisReply(screening.crisis, care) };
    case "no-reading":
      return { answer: noReadingReply(screening.reason, care), help: quietHelpLine(care) };
    case "unclear":
      return { answer: unclearReply(care), help: quietHelpLine(care) };
    case "out-of-scope":
      return { answer: outOfScopeReply(screening.reason, voice) };
  }
}
