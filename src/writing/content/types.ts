/** Shapes shared by the content library. Every entry exists in both voices. */
import type { Voice } from "../facts.ts";

/** The same item in the normal and the roast voice. */
type Voiced<T> = Readonly<Record<Voice, T>>;

/** Several phrasings of one item, per voice (composers pick one with a seeded generator). */
export type Phrasings = Voiced<readonly string[]>;
