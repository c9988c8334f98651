/**
 * Line folding of iCalendar text (RFC 5545 §3.1): a content line longer than 75 octets continues on
 * the next line after CRLF and one space, never inside a UTF-8 character. ical-generator folds the
 * whole calendar in its `toString()` with a new TextEncoder for every character, which costs
 * ~80 ms for a 60-day feed (bench/calendar.bench.ts); this is the same rule, counting octets from
 * the code point. The feed takes each event's unfolded text from ical-generator and folds it here.
 */
export function foldLines(text: string): string {
  return text.split("\r\n").map(foldLine).join("\r\n");
}

/** The UTF-8 length of one code point. */
const octetsOf = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

function foldLine(line: string): string {
  // Most lines are short ASCII: nothing to do (a UTF-16 unit is at least one octet).
  if (line.length <= 37 || (line.length <= 75 && /^[\x20-\x7e]*$/.test(line))) return line;
  let folded = "";
  let octets = 0;
  // for…of walks code points, so a surrogate pair stays whole.
  for (const character of line) {
    const size = octetsOf(character.codePointAt(0) ?? 0);
    octets += size;
    // The same threshold as ical-generator: at most 74 octets after the leading space of a continuation.
    if (octets > 74) {
      folded += "\r\n ";
      octets = size;
    }
    folded += character;
  }
  return folded;
}
