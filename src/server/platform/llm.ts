/**
 * The writer adapter: texts come from an OpenAI-compatible model when LLM_BASE_URL is set, and
 * from the built-in composer (src/writing) otherwise or whenever the model fails. The model gets
 * the same facts the composer reads, the voice rules and the guard list, and must answer JSON that
 * validates against the text's zod schema and passes the guard; anything else (timeout, HTTP
 * error, invalid JSON, schema violation, guarded topic) is retried once, then the built-in
 * composer answers and the log says why.
 */
import type OpenAI from "openai";
import { z } from "zod";
import {
  collectStrings,
  type FactsOf,
  findGuardHits,
  GUARD_SUMMARY,
  type TextKindName,
  type TextOf,
  textKind,
  type Voice,
} from "#writing/index";

export interface WriterConfig {
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model?: string | undefined;
  /** Per-request timeout, milliseconds (default 30 000). */
  timeoutMs?: number | undefined;
}

/** The subset of a pino / Fastify logger the writer uses. */
export interface WriterLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface WriteResult<T> {
  value: T;
  source: "llm" | "builtin";
}

export interface Writer {
  /**
   * Writes one text of `kind` from `facts` in `voice`. The kind's built-in composer
   * (src/writing/kinds.ts) answers when no model is configured or the model fails.
   */
  write<K extends TextKindName>(
    kind: K,
    facts: FactsOf<K>,
    voice: Voice,
    seed: string,
  ): Promise<WriteResult<TextOf<K>>>;
  /**
   * A second opinion on a question the embedded care screen let through: the model's reading of
   * it as a crisis, a question for no reading, or ok. It can only add care (the caller keeps the
   * stronger of the two); null when no model is configured or it fails, so the embedded screen
   * stands on its own.
   */
  secondOpinion(question: string): Promise<CareOpinion | null>;
}

const CARE_OPINION_OUTCOMES = ["crisis", "no-reading", "unclear", "ok"] as const;
const careOpinionSchema = z.object({
  outcome: z.enum(CARE_OPINION_OUTCOMES),
  /** One of the screen's crisis or no-reading kinds; anything else is read as the broadest one. */
  kind: z.string().optional(),
});
export type CareOpinion = z.infer<typeof careOpinionSchema>;

/** Seconds the second opinion may take before the embedded screen's reading stands alone. */
const SECOND_OPINION_TIMEOUT_MS = 8_000;

/** The classification prompt: the model reads the question for care, never answers it. */
export const CARE_PROMPT = [
  "You screen one question sent to an astrology app before it is answered. Do not answer it.",
  'Reply with ONE JSON object: {"outcome": "crisis" | "no-reading" | "unclear" | "ok", "kind": string}.',
  "- crisis: any sign, direct or indirect, in any language, slang or misspelling, of suicide or self-harm, wanting to die or disappear, abuse or coercion by a partner or family, an adult grooming a minor, a child in danger, intent to harm others, a medical emergency (overdose, chest pain, stroke signs, not breathing) or an eating disorder. kind: self-harm, abuse, child-in-danger, violence, medical-emergency or eating-disorder.",
  "- no-reading: another person's death or illness, grief, pregnancy, medication, a diagnosis, a legal decision. kind: death-or-illness, grief, pregnancy, medication, diagnosis or legal.",
  '- unclear: a yes/no decision whose object is not named ("should I end it", "is it time to go").',
  '- ok: anything else, including dark idioms ("dying to know", "my boss will kill me").',
  "When in doubt between crisis and anything else, choose crisis.",
].join("\n");

const DEFAULT_LLM_TIMEOUT_MS = 30_000;
const DEFAULT_LLM_MODEL = "gpt-4o-mini";
const ATTEMPTS = 2;

const VOICE_RULES: Record<Voice, string> = {
  normal:
    "Voice: NORMAL. Plain-spoken, warm and specific. Concrete suggestions a person can act on today. No mystical padding, no vague filler such as 'big changes are coming'. Short sentences.",
  roast:
    "Voice: ROAST. Cheeky, blunt and funny about habits and behaviour (procrastination, overthinking, texting an ex, doom-scrolling, hoarding hobbies), like a friend who tells the truth. Never cruel. Still grounded in the facts and still useful.",
};

/**
 * The model's own safety rule. Our screen (src/writing/safety.ts) runs before any question reaches
 * the writer; this is the second line, for anything the phrase list misses.
 */
const SAFETY_RULE =
  "- Safety first: if anything in the facts or the question mentions self-harm, suicide, wanting to die, abuse, violence against the person or by them, a medical emergency or a child in danger, give NO reading and NO joke, in either voice: reply only with a short, warm message that it matters more than any chart, that they can call 112 in an emergency (Belgium and the EU) or 1813 in Belgium (suicide prevention, day and night), and that findahelpline.com lists helplines in other countries.";

/** The system prompt for a text kind and voice (exported for tests and docs). */
export function systemPrompt(kind: TextKindName, voice: Voice): string {
  const { writerKind, schema, promptRule } = textKind(kind);
  let shape = "";
  try {
    shape = JSON.stringify(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }));
  } catch {
    shape = "(see the field names in the instructions)";
  }
  return [
    "You write texts for 'Zero Fluff, All Astrology', an astrology app built on real computed planetary positions.",
    `Text kind: ${writerKind}.`,
    VOICE_RULES[voice],
    "Rules for every text:",
    "- Use ONLY the facts given in the user message (placements, aspects, transits with orbs and exact times, the sky). Do not invent positions, dates or aspects. Name the planets, signs and aspects you use, and give exact times as provided (UTC unless a time zone is given).",
    "- If the birth time is unknown (timeKnown false), never mention houses, the Ascendant, the rising sign or the Midheaven.",
    `- ${GUARD_SUMMARY}`,
    SAFETY_RULE,
    ...(promptRule ? [promptRule] : []),
    "- Health questions: be gentle, give no medical advice, and suggest talking to a doctor or another qualified professional.",
    "- Write original text in English. No markdown, no emojis, no placeholders such as {sign}.",
    "Reply with ONE JSON object and nothing else. It must match this JSON Schema:",
    shape,
    "The 'basis' field may be omitted; the server fills it from the facts.",
  ].join("\n");
}

function userPrompt(facts: unknown, seed: string): string {
  return `Facts (JSON):\n${JSON.stringify(facts)}\n\nVariation seed: ${seed}. Reply with the JSON object only.`;
}

function describeError(error: unknown, sdk: typeof OpenAI | undefined): string {
  if (sdk && error instanceof sdk.APIConnectionTimeoutError) return "timeout";
  if (sdk && error instanceof sdk.APIError && typeof error.status === "number") return `http ${error.status}`;
  if (error instanceof Error) return error.message.slice(0, 200);
  return String(error).slice(0, 200);
}

/** Keeps the facts' own bookkeeping (date, ids, basis) from the composer's version. */
function mergeBookkeeping<T>(fromModel: T, builtin: T): T {
  if (
    typeof fromModel !== "object" ||
    fromModel === null ||
    typeof builtin !== "object" ||
    builtin === null
  ) {
    return fromModel;
  }
  const out = { ...(fromModel as Record<string, unknown>) };
  const base = builtin as Record<string, unknown>;
  if (typeof base.date === "string") out.date = base.date;
  // The lucky number is a stated chart fact (the Moon's degree), never the model's invention.
  if ("luckyNumber" in base || "luckyNumber" in out) {
    if (typeof base.luckyNumber === "number") out.luckyNumber = base.luckyNumber;
    else delete out.luckyNumber;
  }
  if (Array.isArray(base.basis) && (!Array.isArray(out.basis) || out.basis.length === 0))
    out.basis = base.basis;
  if (Array.isArray(out.todos) && Array.isArray(base.todos)) {
    out.todos = out.todos.map((item, i) => {
      const id = (base.todos as { id?: string }[])[i]?.id;
      return typeof item === "object" && item !== null && id ? { ...item, id } : item;
    });
  }
  return out as T;
}

class OutputError extends Error {}

/** Creates the writer: built-in only without `baseUrl`, else model first with the built-in fallback. */
export function createWriter(config: WriterConfig, log: WriterLog): Writer {
  const baseUrl = config.baseUrl?.trim();
  if (!baseUrl) {
    return {
      async write(kind, facts, voice, seed) {
        return { value: textKind(kind).compose(facts, voice, seed), source: "builtin" };
      },
      async secondOpinion() {
        return null;
      },
    };
  }
  const timeoutMs = config.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
  const model = config.model ?? DEFAULT_LLM_MODEL;
  // The SDK loads with the first text, not at start-up: the server bundle hoists static package
  // imports to its start, and a server without a model should not carry the SDK.
  let sdk: typeof OpenAI | undefined;
  let connecting: Promise<OpenAI> | undefined;
  const connect = () =>
    (connecting ??= import("openai").then(({ default: OpenAISdk }) => {
      sdk = OpenAISdk;
      return new OpenAISdk({
        baseURL: baseUrl,
        apiKey: config.apiKey ?? "not-needed",
        timeout: timeoutMs,
        maxRetries: 0,
      });
    }));

  return {
    async write(name, facts, voice, seed) {
      const { writerKind: kind, schema, compose, modelFacts } = textKind(name);
      const fallback = () => compose(facts, voice, seed);
      const reasons: string[] = [];
      const messages = [
        { role: "system" as const, content: systemPrompt(name, voice) },
        { role: "user" as const, content: userPrompt(modelFacts ? modelFacts(facts) : facts, seed) },
      ];
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        try {
          const client = await connect();
          const response = await client.chat.completions.create({
            model,
            messages,
            response_format: { type: "json_object" },
            temperature: 0.8,
          });
          const content = response.choices[0]?.message?.content;
          if (!content) throw new OutputError("empty reply");
          let json: unknown;
          try {
            json = JSON.parse(content);
          } catch {
            throw new OutputError("reply is not valid JSON");
          }
          const parsed = schema.safeParse(json);
          if (!parsed.success)
            throw new OutputError(`reply does not match the schema: ${parsed.error.message.slice(0, 300)}`);
          const hits = collectStrings(parsed.data).flatMap((text) => findGuardHits(text));
          if (hits.length > 0) {
            throw new OutputError(
              `reply touches a guarded topic: ${hits.map((h) => `${h.topic} (${h.match})`).join(", ")}`,
            );
          }
          const value = mergeBookkeeping(parsed.data, fallback());
          log.info({ kind, voice, attempt, model }, "text written by the model");
          return { value, source: "llm" };
        } catch (error) {
          reasons.push(error instanceof OutputError ? error.message : describeError(error, sdk));
        }
      }
      log.warn(
        { reason: reasons.join("; "), kind, voice, attempts: ATTEMPTS },
        "model writer failed; the built-in composer answered",
      );
      return { value: fallback(), source: "builtin" };
    },

    async secondOpinion(question) {
      try {
        const client = await connect();
        const response = await client.chat.completions.create(
          {
            model,
            messages: [
              { role: "system", content: CARE_PROMPT },
              { role: "user", content: question },
            ],
            response_format: { type: "json_object" },
            temperature: 0,
          },
          { timeout: Math.min(timeoutMs, SECOND_OPINION_TIMEOUT_MS) },
        );
        const parsed = careOpinionSchema.safeParse(JSON.parse(response.choices[0]?.message?.content ?? ""));
        if (!parsed.success) throw new OutputError("second opinion does not match its schema");
        return parsed.data;
      } catch (error) {
        // The reason, never the question: the embedded screen's reading stands.
        log.warn(
          { reason: error instanceof OutputError ? error.message : describeError(error, sdk) },
          "care second opinion failed; the embedded screen stands",
        );
        return null;
      }
    },
  };
}
