/**
 * The one server path of a text (docs/architecture.md, "Add a kind of text"): the voice the reader
 * asked for and its premium check, then the stored text or a new one written by the writer (a
 * model, else the kind's built-in composer, src/writing/kinds.ts) and stored for good.
 */
import { ROAST_PREMIUM_MESSAGE } from "#contracts/birth-chart";
import type { AppContext } from "#server/app-context";
import { forbidden } from "#server/errors";
import type { WriteResult } from "#server/platform/llm";
import { isPremium } from "#server/platform/policy";
import type { UserContext } from "#server/platform/request-context";
import { type FactsOf, type TextKindName, type TextOf, textKind, type Voice } from "#writing/index";
import { getOrCreateText, type TextOwner } from "./text-store.ts";

/** The voice of a request: roast is for premium and pro members. */
export function voiceOf(rc: UserContext, roastMode: boolean | undefined): Voice {
  if (roastMode && !isPremium(rc.user, rc.app.now()))
    throw forbidden(ROAST_PREMIUM_MESSAGE, { code: "premium_required" });
  return roastMode ? "roast" : "normal";
}

interface TextRequest<K extends TextKindName, S> {
  /** The store's key within the kind (a planet, a date, "full", …). */
  key: string;
  seed: string;
  /** The facts, worked out only when the text is not stored yet. */
  facts: () => FactsOf<K> | Promise<FactsOf<K>>;
  /** What is stored besides the text itself (Today's brief, the time it was written). */
  complete?: (text: TextOf<K>, facts: FactsOf<K>) => S;
}

function checkVoice(kind: TextKindName, voice: Voice) {
  // A programming error, not a request's: the route decides which voices reach a kind.
  if (!textKind(kind).voices.includes(voice)) throw new Error(`${kind} is not written in the ${voice} voice`);
}

/** A stored kind of text in a voice already chosen (the digest, the push, a checked request). */
export async function storedText<K extends TextKindName, S = TextOf<K>>(
  ctx: AppContext,
  owner: TextOwner,
  kind: K,
  voice: Voice,
  { key, seed, facts: factsOf, complete }: TextRequest<K, S>,
): Promise<S> {
  const stored = textKind(kind).stored;
  if (!stored) throw new Error(`${kind} texts are not stored`);
  checkVoice(kind, voice);
  return getOrCreateText<S>(ctx, owner, { kind: stored, key, mode: voice }, async () => {
    const facts = await factsOf();
    const { value, source } = await ctx.writer.write(kind, facts, voice, seed);
    return { value: complete ? complete(value, facts) : (value as S), source };
  });
}

/** A stored kind of text for the request's user, in the voice they asked for. */
export async function readText<K extends TextKindName, S = TextOf<K>>(
  rc: UserContext,
  kind: K,
  { roastMode, ...request }: TextRequest<K, S> & { roastMode: boolean },
): Promise<S> {
  return storedText(rc.app, rc.user, kind, voiceOf(rc, roastMode), request);
}

/** A text that is not kept in the text store (it is kept with its own row, or not at all). */
export function writeText<K extends TextKindName>(
  ctx: AppContext,
  kind: K,
  facts: FactsOf<K>,
  voice: Voice,
  seed: string,
): Promise<WriteResult<TextOf<K>>> {
  checkVoice(kind, voice);
  return ctx.writer.write(kind, facts, voice, seed);
}
