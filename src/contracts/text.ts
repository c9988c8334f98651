import { z } from "zod";

/**
 * What a text field may hold. PostgreSQL cannot store NUL at all, and the other control characters
 * have no business in names: a line break in a first name would start a new line of a plain-text
 * mail, and bidirectional overrides make a name read differently from what it is.
 */

// C0 and C1 controls (NUL, line breaks, tabs, escape, DEL …), line and paragraph separators, and
// the bidirectional embedding, override and isolate marks.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
// In longer texts (a question to the Oracle) line breaks and tabs are fine; the rest is not.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
const NOT_PROSE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** True when the text is one plain line: no control, separator or bidirectional characters. */
export const isOneLine = (value: string) => !NOT_ONE_LINE.test(value);

/** True when the text holds nothing but printable characters, line breaks and tabs. */
export const isProse = (value: string) => !NOT_PROSE.test(value);

/** The message every route gives for a field with control characters. */
export const controlCharactersMessage = (label: string) => `${label} must not contain control characters`;

/** A one-line text field (names, places): trimmed, and refused when it holds control characters. */
export function oneLineText(label: string, requiredMessage = `${label} is required`) {
  return z.string({ message: requiredMessage }).trim().refine(isOneLine, controlCharactersMessage(label));
}

/** A multi-line text field (questions, prompts): line breaks allowed, other controls refused. */
export function proseText(label: string, requiredMessage = `${label} is required`) {
  return z.string({ message: requiredMessage }).trim().refine(isProse, controlCharactersMessage(label));
}

/** Any text made safe for one line of a plain-text mail or log: every control becomes a space. */
export function toOneLine(value: string): string {
  return value.replace(new RegExp(NOT_ONE_LINE.source, "g"), " ").trim();
}
