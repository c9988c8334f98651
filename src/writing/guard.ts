/**
 * Topics no text of ours may touch, in either voice: self-harm and death, illness and medical
 * conditions, violence, appearance and the body, and group identity (ethnicity, religion,
 * gender, sexuality, nationality, disability, age, politics). The roast voice mocks habits, never
 * a person's nature, health or looks. Every composed text is checked against this list in tests,
 * and the LLM path rejects a reply that trips it.
 *
 * Patterns are deliberately broad (false positives only cost a phrasing). "Cancer" the sign is
 * not a pattern: the medical sense is caught through its companions (tumour, chemo, diagnosis).
 */

interface GuardTopic {
  topic: string;
  patterns: RegExp[];
}

const w = (words: string): RegExp => new RegExp(`\\b(?:${words})\\b`, "i");

const GUARD_TOPICS: readonly GuardTopic[] = [
  {
    topic: "self-harm and death",
    patterns: [
      w(
        "suicid\\w*|self[- ]?harm\\w*|kill(?:s|ed|ing)? (?:yourself|myself|themselves)|end it all|overdos\\w*",
      ),
      w(
        "die|dies|died|dying|dead|death|deaths|deadly|funeral\\w*|grave|graves|corpse\\w*|coffin\\w*|mortal\\w*",
      ),
      w("cutting yourself|hurt(?:ing)? yourself|harm(?:ing)? yourself"),
    ],
  },
  {
    topic: "illness and medical conditions",
    patterns: [
      w("ill|illness\\w*|sick|sickness|disease\\w*|tumou?r\\w*|chemo\\w*|diagnos\\w*|terminal|symptom\\w*"),
      w("infect\\w*|virus\\w*|covid|flu|fever|hospital\\w*|surger\\w*|medication\\w*|meds|pills?|injur\\w*"),
      w(
        "depress\\w*|anxiety disorder|bipolar|schizo\\w*|psycho|psychotic|adhd|ocd|autis\\w*|dementia|anorexi\\w*|bulimi\\w*",
      ),
      w("disorder|disorders|pregnan\\w*|miscarr\\w*|infertil\\w*|addict\\w*|alcoholic\\w*|rehab"),
    ],
  },
  {
    topic: "violence",
    patterns: [
      w(
        "kill|kills|killed|killing|killer|murder\\w*|stab|stabs|stabbed|stabbing|shoot\\w*|shot|gun|guns|knife|knives|weapon\\w*",
      ),
      w(
        "punch\\w*|slap\\w*|strangl\\w*|choke\\w*|bomb\\w*|blood\\w*|bleed\\w*|assault\\w*|abus\\w*|violen\\w*|torture\\w*",
      ),
      w("beat (?:you|them|him|her) up|war|wars|terror\\w*|hostage\\w*|rape\\w*"),
    ],
  },
  {
    topic: "appearance and the body",
    patterns: [
      w(
        "body|bodies|weight|fat|fatter|skinny|thin|obese|diet\\w*|calorie\\w*|ugly|pretty|hot|gorgeous|beautiful",
      ),
      w("face|faces|your looks|good[- ]looking|wrinkl\\w*|acne|pimple\\w*|bald\\w*|hairline|teeth|nose|skin"),
      w(
        "height|short people|tall people|belly|thighs?|butt|boobs?|breasts?|abs|muscles?|appearance|outfit\\w*",
      ),
    ],
  },
  {
    topic: "group identity",
    patterns: [
      w(
        "race|races|racial\\w*|racis\\w*|ethnic\\w*|black people|white people|asians?|africans?|latin[oax]s?",
      ),
      w(
        "religio\\w*|christian\\w*|muslim\\w*|islam\\w*|jew|jews|jewish|hindu\\w*|buddhis\\w*|atheis\\w*|god|gods",
      ),
      w("gay|lesbian\\w*|bisexual\\w*|trans|transgender\\w*|queer|straight people|homosexual\\w*"),
      w("women are|men are|girls are|boys are|like a girl|man up|ladies|gender\\w*"),
      w(
        "immigrant\\w*|foreigner\\w*|nationalit\\w*|disabled|disabilit\\w*|cripple\\w*|retard\\w*|lame|crazy|insane|idiot\\w*|stupid|dumb",
      ),
      w(
        "boomer\\w*|millennial\\w*|gen z|old people|liberal\\w*|conservative\\w*|republican\\w*|democrat\\w*|poor people",
      ),
    ],
  },
];

/** Every pattern, flattened (for prompts and tests). */
const GUARD_PATTERNS: readonly RegExp[] = GUARD_TOPICS.flatMap((t) => t.patterns);

export interface GuardHit {
  topic: string;
  match: string;
}

/** The guarded topics a text touches (empty when the text is clean). */
export function findGuardHits(text: string): GuardHit[] {
  const hits: GuardHit[] = [];
  for (const t of GUARD_TOPICS) {
    for (const p of t.patterns) {
      const m = p.exec(text);
      if (m) hits.push({ topic: t.topic, match: m[0] });
    }
  }
  return hits;
}

/** True when a text touches none of the guarded topics. */
export function passesGuard(text: string): boolean {
  return GUARD_PATTERNS.every((p) => !p.test(text));
}

/** Every string inside a JSON-like value (for checking whole outputs). */
export function collectStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) collectStrings(v, out);
  else if (value !== null && typeof value === "object")
    for (const v of Object.values(value)) collectStrings(v, out);
  return out;
}

/** Human-readable summary of the guard, for the LLM system prompt. */
export const GUARD_SUMMARY =
  "Never mention or joke about: self-harm, suicide or death; illness, diseases, diagnoses, medication or medical conditions; violence or weapons; anyone's appearance, body, weight or looks; any group identity (ethnicity, religion, gender, sexuality, nationality, disability, age group, politics). Do not use insults such as crazy, insane, stupid or dumb.";
