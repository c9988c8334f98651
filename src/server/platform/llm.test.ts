import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { composeDailyDose, composeDailyHoroscope } from "#writing/index";
import { randomNatal, skyFor, transitsFor } from "#writing/testing/index";
import { CARE_PROMPT, createWriter, systemPrompt } from "./llm.ts";

type Mode =
  | "valid"
  | "invalid-json"
  | "schema"
  | "slow"
  | "500"
  | "guard"
  | "horoscope"
  | "care-crisis"
  | "care-ok";

interface Seen {
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string };
  };
}

let server: Server;
let baseUrl = "";
let mode: Mode = "valid";
let requests: Seen[] = [];

function reply(res: ServerResponse, content: string) {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(
    JSON.stringify({
      id: "chatcmpl-test",
      object: "chat.completion",
      created: 0,
      model: "test-model",
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    }),
  );
}

function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = "";
  req.on("data", (chunk) => {
    raw += chunk;
  });
  req.on("end", () => {
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    requests.push({ body: JSON.parse(raw) });
    switch (mode) {
      case "valid":
        reply(
          res,
          JSON.stringify({
            astroFact: "The Moon is in Aries today.",
            callToAction: "Start the thing you keep postponing.",
          }),
        );
        return;
      case "horoscope":
        reply(
          res,
          JSON.stringify({
            date: "1999-01-01",
            content: "Today's big one: Mars squares your Leo Venus, exact this afternoon.",
            luckyNumber: 29,
          }),
        );
        return;
      case "care-crisis":
        reply(res, JSON.stringify({ outcome: "crisis", kind: "self-harm" }));
        return;
      case "care-ok":
        reply(res, JSON.stringify({ outcome: "ok" }));
        return;
      case "invalid-json":
        reply(res, "The Moon is in Aries { not json");
        return;
      case "schema":
        reply(res, JSON.stringify({ astroFact: "", cta: 42 }));
        return;
      case "guard":
        reply(res, JSON.stringify({ astroFact: "The Moon is in Aries.", callToAction: "Go on a diet." }));
        return;
      case "500":
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "boom" } }));
        return;
      case "slow":
        setTimeout(() => reply(res, JSON.stringify({ astroFact: "late", callToAction: "late" })), 1500);
        return;
    }
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
  mode = "valid";
});

function recordingLog() {
  const warnings: { obj: Record<string, unknown>; msg: string }[] = [];
  return {
    warnings,
    log: {
      warn: (obj: object, msg: string) => warnings.push({ obj: obj as Record<string, unknown>, msg }),
      info: () => {},
    },
  };
}

const sky = skyFor("2026-03-21");
const facts = sky;
/** The built-in composer: what the writer answers with when the model fails. */
const fallback = (voice: "normal" | "roast" = "roast") => composeDailyDose(sky, voice, "seed");

describe("createWriter", () => {
  it("answers with the built-in composer when no base URL is configured", async () => {
    const { log } = recordingLog();
    const writer = createWriter({}, log);
    const result = await writer.write("daily-dose", facts, "roast", "seed");
    expect(result.source).toBe("builtin");
    expect(result.value).toEqual(fallback());
    expect(requests).toHaveLength(0);
  });

  it("uses the model's valid reply and sends the model, the voice rules and the facts", async () => {
    const { log, warnings } = recordingLog();
    const writer = createWriter({ baseUrl, model: "test-model", timeoutMs: 2000 }, log);
    const result = await writer.write("daily-dose", facts, "roast", "seed");
    expect(result.source).toBe("llm");
    expect(result.value.astroFact).toBe("The Moon is in Aries today.");
    expect(result.value.basis).toEqual(fallback().basis);
    expect(warnings).toHaveLength(0);
    expect(requests).toHaveLength(1);
    const body = requests[0]?.body;
    expect(body?.model).toBe("test-model");
    expect(body?.response_format).toEqual({ type: "json_object" });
    const system = body?.messages.find((m) => m.role === "system")?.content ?? "";
    expect(system).toContain("Voice: ROAST");
    expect(system).toContain("Never mention or joke about");
    expect(system).toContain("Safety first");
    expect(system).toContain("1813");
    expect(system).toContain("callToAction");
    const user = body?.messages.find((m) => m.role === "user")?.content ?? "";
    expect(user).toContain(JSON.stringify(facts));
  });

  it.each([
    ["invalid-json", "not valid JSON"],
    ["schema", "does not match the schema"],
    ["guard", "guarded topic"],
    ["500", "http 500"],
  ] as const)(
    "falls back to the built-in composer after one retry when the reply is %s",
    async (m, reason) => {
      mode = m;
      const { log, warnings } = recordingLog();
      const writer = createWriter({ baseUrl, timeoutMs: 2000 }, log);
      const result = await writer.write("daily-dose", facts, "normal", "seed");
      expect(result.source).toBe("builtin");
      expect(result.value).toEqual(fallback("normal"));
      expect(requests).toHaveLength(2);
      expect(warnings).toHaveLength(1);
      expect(String(warnings[0]?.obj.reason)).toContain(reason);
    },
  );

  it("retries once after a timeout, then falls back and logs the timeout", async () => {
    mode = "slow";
    const { log, warnings } = recordingLog();
    const writer = createWriter({ baseUrl, timeoutMs: 300 }, log);
    const result = await writer.write("daily-dose", facts, "normal", "seed");
    expect(result.source).toBe("builtin");
    expect(requests).toHaveLength(2);
    expect(String(warnings[0]?.obj.reason)).toContain("timeout");
  });

  it("keeps the built-in date and lucky number, a stated chart fact, over the model's", async () => {
    mode = "horoscope";
    const { log } = recordingLog();
    const natal = randomNatal("llm-lucky", { timeKnown: true });
    const day = { natal, transits: transitsFor(natal, "2026-03-21"), sky };
    const builtin = () => composeDailyHoroscope(day, "normal", "seed");
    const writer = createWriter({ baseUrl, timeoutMs: 2000 }, log);
    const result = await writer.write("daily-horoscope", day, "normal", "seed");
    expect(result.source).toBe("llm");
    expect(result.value.luckyNumber).toBe(builtin().luckyNumber);
    expect(result.value.date).toBe("2026-03-21");
  });

  it("gives the model the day's facts, never the composer's memory of earlier days", async () => {
    mode = "horoscope";
    const { log } = recordingLog();
    const natal = randomNatal("llm-memory", { timeKnown: true });
    const day = { natal, transits: transitsFor(natal, "2026-03-21"), sky };
    const recent = [{ date: "2026-03-20", texts: ["Yesterday's line."], basis: [] }];
    await createWriter({ baseUrl, timeoutMs: 2000 }, log).write(
      "daily-horoscope",
      { ...day, recent },
      "normal",
      "seed",
    );
    const user = requests[0]?.body.messages.find((m) => m.role === "user")?.content ?? "";
    expect(user).toContain(JSON.stringify(day));
    expect(user).not.toContain("Yesterday's line.");
  });

  it("gives the model its own safety rule, and the Oracle the rule to answer what was asked", () => {
    const prompt = systemPrompt("oracle-answer", "roast");
    expect(prompt).toContain("Safety first");
    expect(prompt).toMatch(/112/);
    expect(prompt).toContain("findahelpline.com");
    expect(prompt).toContain("Answer the question that was asked");
    expect(systemPrompt("daily-dose", "normal")).not.toContain("Answer the question that was asked");
  });

  it("asks the model for a second opinion on a question, with the care prompt and nothing else", async () => {
    const { log, warnings } = recordingLog();
    const writer = createWriter({ baseUrl, model: "test-model" }, log);
    mode = "care-crisis";
    expect(await writer.secondOpinion("the stars feel so far away lately")).toEqual({
      outcome: "crisis",
      kind: "self-harm",
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body.messages[0]?.content).toBe(CARE_PROMPT);
    expect(requests[0]?.body.messages[1]?.content).toBe("the stars feel so far away lately");
    mode = "care-ok";
    expect(await writer.secondOpinion("will he text me")).toEqual({ outcome: "ok" });
    // A reply that is no opinion, or a failing model, leaves the embedded screen alone.
    mode = "invalid-json";
    expect(await writer.secondOpinion("will he text me")).toBeNull();
    mode = "500";
    expect(await writer.secondOpinion("will he text me")).toBeNull();
    expect(warnings.map((w) => w.msg)).toEqual([
      "care second opinion failed; the embedded screen stands",
      "care second opinion failed; the embedded screen stands",
    ]);
    expect(JSON.stringify(warnings)).not.toContain("will he text me");
  });

  it("gives no second opinion without a model", async () => {
    const { log } = recordingLog();
    expect(await createWriter({}, log).secondOpinion("i want to die")).toBeNull();
    expect(requests).toHaveLength(0);
  });
});
