import { DE } from "./de.ts";
import { EN } from "./en.ts";
import { ES } from "./es.ts";
import { FR } from "./fr.ts";
import { IT } from "./it.ts";
import { NL } from "./nl.ts";
import { PT } from "./pt.ts";
import type { Lexicon } from "./types.ts";

export type { CrisisKind, Lang, Lexicon, NoReadingKind } from "./types.ts";

export const LEXICONS: readonly Lexicon[] = [EN, DE, FR, ES, PT, NL, IT];

export { NO_READING_CUES } from "./cues.ts";
export { SHARED_CRISIS, SHARED_HARMLESS, SHARED_NO_READING } from "./shared.ts";
