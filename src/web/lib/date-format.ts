/**
 * One `Intl.DateTimeFormat` per locale and options, built on first use and kept. Building a format
 * costs far more than formatting with it (on a phone the first one loads the locale's data), and
 * `toLocaleDateString` builds a new one on every call: a signed-in page formats dozens of dates
 * while it first renders, each of them a rebuild on the main thread.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(options: Intl.DateTimeFormatOptions, locale = "en-US"): Intl.DateTimeFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** What `date.toLocaleString(locale, options)` says ("Invalid Date" for an invalid one), through a kept format. */
export function localeFormat(date: Date, options: Intl.DateTimeFormatOptions, locale = "en-US"): string {
  return Number.isNaN(date.getTime()) ? "Invalid Date" : dateFormat(options, locale).format(date);
}
