import { BRUSSELS_BIRTH_INFO } from "./users.ts";

/**
 * Malformed requests for the fuzzer (security/fuzz.test.ts), generated from a route's own schemas:
 * a plausible request is built from the field names and types, then one part at a time is broken.
 */

export interface FuzzRequest {
  label: string;
  url: string;
  /** A JSON value, or a raw string body (sent as application/json, possibly invalid JSON). */
  payload?: unknown;
  raw?: string;
}

type ZodLike = { _zod?: { def: Record<string, unknown> } };

const defOf = (schema: unknown) => (schema as ZodLike | undefined)?._zod?.def;

/** Peels wrappers (optional, default, nullable, pipe …) down to the schema that says the type. */
function core(schema: unknown): Record<string, unknown> | undefined {
  let def = defOf(schema);
  for (let depth = 0; def && depth < 10; depth++) {
    const inner = def.innerType ?? (def.type === "pipe" ? def.in : undefined);
    if (!inner) break;
    def = defOf(inner);
  }
  return def;
}

/** The fields of an object schema, or none. */
function fieldsOf(schema: unknown): Record<string, unknown> {
  const def = core(schema);
  return def?.type === "object" ? ((def.shape as Record<string, unknown>) ?? {}) : {};
}

// Values a real client would send for the fields the app has; other fields get one by type.
const SAMPLES: Record<string, unknown> = {
  email: "fuzz.sample@example.com",
  password: "sample password",
  currentPassword: "sample password",
  newPassword: "another password",
  confirmPassword: "another password",
  firstName: "Ada",
  lastName: "Lovelace",
  username: "adalovelace",
  partnerName: "Sam",
  // The birth fields (and the time zone) of the known Brussels birth the other tests use.
  ...BRUSSELS_BIRTH_INFO,
  birthTimeKnown: true,
  date: new Date().toISOString().slice(0, 10),
  days: 7,
  question: "Should I change jobs this year?",
  roastMode: false,
  token: "0123456789abcdef0123456789",
  place: "Brussels",
  planet: { name: "sun" },
  prompt: "Tell me about my Sun.",
  id: 1,
  userId: 1,
};

function sampleFor(name: string, schema: unknown): unknown {
  if (name in SAMPLES) return SAMPLES[name];
  const def = core(schema);
  switch (def?.type) {
    case "string":
      return "sample";
    case "number":
    case "int":
      return 1;
    case "boolean":
      return true;
    case "enum":
      return Object.values((def.entries as Record<string, unknown>) ?? {})[0];
    case "literal":
      return (def.values as unknown[])?.[0];
    case "array":
      return [];
    case "object":
      return sampleObject(def);
    case "union":
      return sampleFor(
        name,
        (def.options as unknown[])?.find((o) => core(o)?.type === "string") ??
          (def.options as unknown[])?.[0],
      );
    default:
      return "sample";
  }
}

function sampleObject(schema: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fieldsOf(schema))) out[name] = sampleFor(name, field);
  return out;
}

/** Broken values for one field: wrong types, extremes, hostile and impossible strings. */
const BAD_VALUES: [string, unknown][] = [
  ["null", null],
  ["zero", 0],
  ["negative", -1],
  ["huge number", 1e308],
  ["negative huge number", -1e308],
  ["beyond int4", 2_147_483_648],
  ["beyond safe integer", 2 ** 53 + 2],
  ["fraction", 1.5],
  ["true", true],
  ["false", false],
  ["empty array", []],
  ["array of strings", ["a", "b"]],
  ["empty object", {}],
  ["nested object", { a: { b: { c: "d" } } }],
  ["empty string", ""],
  ["blank string", "   "],
  ["10k string", "a".repeat(10_000)],
  ["100k string", "ü".repeat(100_000)],
  ["NUL", "\u0000"],
  ["NUL inside", "Ad\u0000a"],
  ["escape sequence", "\u001b[31mred"],
  ["line breaks", "one\r\ntwo"],
  ["bidi override", "abc\u202edef"],
  ["unicode", "Zoë 李 🙂 ٣"],
  ["lone surrogate", "\ud800"],
  ["SQL quote", "' OR '1'='1"],
  ["SQL drop", "'; drop table users; --"],
  ["SQL sleep", "1; select pg_sleep(5)"],
  ["HTML script", "<script>alert(1)</script>"],
  ["HTML attribute", '"><img src=x onerror=alert(1)>'],
  ["impossible date", "2023-02-30"],
  ["zero date", "0000-00-00"],
  ["far future date", "9999-12-31"],
  ["ancient date", "1500-01-01"],
  ["slashed date", "2020/01/01"],
  ["English date", "Jan 1 2020"],
  ["extreme instant", "+275760-09-13T00:00:00.000Z"],
  ["number as text", "1e309"],
  ["hex as text", "0x10"],
  ["infinity as text", "Infinity"],
  ["proto as text", "__proto__"],
  ["path traversal", "../../../../etc/passwd"],
  ["template", `$${"{7*7}"}{{7*7}}`],
  ["time out of range", "25:61"],
  ["long emoji string", "🙂".repeat(5000)],
  ["unicode spaces only", "\u2003\u3000"],
  ["zero-width space", "a\u200bb"],
  ["right-to-left script", "مرحبا"],
  ["emoji sequence", "👨‍👩‍👧‍👦"],
  ["mixed scripts", "pаypal"],
];

/** More broken path segments: numbers written every odd way, encodings, long runs. */
const BAD_SEGMENTS = [
  "-0",
  "+1",
  " 1",
  "1 ",
  "01",
  "1e3",
  "1,000",
  "１",
  "%2e%2e",
  "9".repeat(400),
  "1;drop table users",
  "1 OR 1=1",
  "true",
  "null",
  "undefined",
];

/** Broken whole bodies: not objects, not JSON, hostile keys, too deep, too big. */
function badBodies(base: Record<string, unknown>): FuzzRequest[] {
  const baseJson = JSON.stringify(base);
  const withRaw = (label: string, raw: string): FuzzRequest => ({ label, url: "", raw });
  return [
    { label: "no body", url: "", raw: undefined },
    { label: "body null", url: "", payload: null },
    { label: "body array", url: "", payload: [base] },
    { label: "body string", url: "", payload: "text" },
    { label: "body number", url: "", payload: 42 },
    { label: "body true", url: "", payload: true },
    { label: "body empty object", url: "", payload: {} },
    {
      label: "body with unknown field",
      url: "",
      payload: { ...base, isAdmin: true, subscriptionTier: "pro" },
    },
    withRaw("proto key", `{"__proto__":{"isAdmin":true},${baseJson.slice(1)}`),
    withRaw("constructor prototype", `{"constructor":{"prototype":{"isAdmin":true}},${baseJson.slice(1)}`),
    withRaw("invalid JSON", baseJson.slice(0, -1)),
    withRaw("trailing garbage", `${baseJson}garbage`),
    withRaw("deep nesting", `${"[".repeat(20_000)}${"]".repeat(20_000)}`),
    withRaw("over the size limit", JSON.stringify({ ...base, padding: "x".repeat(300_000) })),
    withRaw("duplicate keys", `{"a":1,"a":2,${baseJson.slice(1)}`),
  ];
}

/** Every malformed request for one route; `paramNames` from its URL pattern. */
export function fuzzRequests(route: {
  url: string;
  method: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
}): FuzzRequest[] {
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const baseParams = Object.fromEntries(paramNames.map((name) => [name, String(sampleFor(name, undefined))]));
  const baseQuery = sampleObject(route.schema?.querystring);
  const hasBody = route.schema?.body !== undefined || route.method === "POST" || route.method === "PUT";
  const baseBody = sampleObject(route.schema?.body);

  const urlWith = (params: Record<string, string>, query: Record<string, unknown> | string) => {
    const path = route.url.replace(/:(\w+)/g, (_, name: string) => encodeSegment(params[name] ?? ""));
    const search = typeof query === "string" ? query : toQuery(query);
    return search ? `${path}?${search}` : path;
  };
  const requests: FuzzRequest[] = [];
  const add = (label: string, url: string, body: Pick<FuzzRequest, "payload" | "raw"> = {}) =>
    requests.push({
      label,
      url,
      ...(hasBody && !("payload" in body) && !("raw" in body) ? { payload: baseBody } : {}),
      ...body,
    });

  for (const name of paramNames) {
    for (const [label, value] of BAD_VALUES) {
      if (typeof value === "object" && value !== null) continue;
      add(`param ${name}: ${label}`, urlWith({ ...baseParams, [name]: String(value) }, baseQuery));
    }
    for (const segment of BAD_SEGMENTS)
      add(`param ${name}: ${segment}`, urlWith({ ...baseParams, [name]: segment }, baseQuery));
    add(`param ${name}: empty`, urlWith({ ...baseParams, [name]: "" }, baseQuery));
  }
  const queryFields = Object.keys(fieldsOf(route.schema?.querystring));
  for (const name of queryFields) {
    const { [name]: _omitted, ...without } = baseQuery;
    add(`query ${name}: missing`, urlWith(baseParams, without));
    for (const [label, value] of BAD_VALUES)
      add(`query ${name}: ${label}`, urlWith(baseParams, { ...baseQuery, [name]: value }));
    add(`query ${name}: repeated`, urlWith(baseParams, `${toQuery(baseQuery)}&${name}=a&${name}=b`));
  }
  if (route.schema?.querystring !== undefined || route.method === "GET") {
    add(
      "query: proto keys",
      urlWith(baseParams, `__proto__=x&constructor[prototype][isAdmin]=true&${toQuery(baseQuery)}`),
    );
    add("query: huge", urlWith(baseParams, `${toQuery(baseQuery)}&junk=${"x".repeat(60_000)}`));
    add("query: bad percent-encoding", urlWith(baseParams, `${toQuery(baseQuery)}&x=%E0%A4%A`));
  }
  if (hasBody) {
    for (const name of Object.keys(baseBody)) {
      const { [name]: _omitted, ...without } = baseBody;
      add(`body ${name}: missing`, urlWith(baseParams, baseQuery), { payload: without });
      for (const [label, value] of BAD_VALUES)
        add(`body ${name}: ${label}`, urlWith(baseParams, baseQuery), {
          payload: { ...baseBody, [name]: value },
        });
    }
    for (const { label, url: _url, ...body } of badBodies(baseBody))
      add(label, urlWith(baseParams, baseQuery), body);
  }
  return requests;
}

function toQuery(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else
      search.append(key, typeof value === "object" && value !== null ? JSON.stringify(value) : String(value));
  }
  return search.toString();
}

/** A path segment, percent-encoded; a lone surrogate goes as the raw bytes a sloppy client sends. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}
