import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES } from "#contracts/errors";
import { ORACLE_MESSAGES, type OracleEntry, PERSONALITY_SECTIONS } from "#contracts/insights";
import type { users } from "#server/db/schema";
import type { CareOpinion, Writer } from "#server/platform/llm";
import { capturedLogs } from "#server/test-support/logs";
import { createTestApp, fileTestApp } from "#server/test-support/test-app";
import { memberWithChart, signedInUser } from "#server/test-support/users";
import { composeText } from "#writing/index";
import { PERSONALITY_NO_CHART } from "./insights.service.ts";

// 23:30 UTC: already the 23rd in Auckland, still the 22nd in Brussels.
let now = new Date("2026-11-22T22:30:00Z");
const t = fileTestApp({ now });

const premium = { subscriptionTier: "premium", subscriptionStatus: "active" } as const;

const member = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  memberWithChart(t, { ...premium, ...overrides }, now);
const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
const ask = (cookie: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/ask-oracle", headers: { cookie }, payload });

describe("Ask the Oracle", () => {
  it("answers a question about timing with dates in the coming weeks", async () => {
    const { cookie } = await member();
    const entry = (
      await ask(cookie, { question: "When will I meet someone new?", roastMode: false })
    ).json<OracleEntry>();
    // The verdict first, led by what was asked about (issue 28, ADR 037).
    expect(entry.answer).toMatch(/^On when you will meet someone new, /);
    const today = "2026-11-22";
    const future = entry.basis.filter(
      (b) => b.kind === "transit" && String((b as { exact?: string }).exact).slice(0, 10) > today,
    );
    expect(future.length, entry.answer).toBeGreaterThanOrEqual(1);
    expect(entry.answer).toMatch(
      /(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (?:November|December|January) \d+/,
    );
  });

  it("answers one question a local day from the chart, and keeps it as today's session and in the history", async () => {
    const { cookie } = await member();
    expect((await get("/api/oracle-today", cookie)).json()).toBeNull();
    const response = await ask(cookie, {
      question: "  Should I tell my partner how I really feel?  ",
      roastMode: false,
    });
    expect(response.statusCode).toBe(200);
    const entry = response.json<OracleEntry>();
    expect(entry.question).toBe("Should I tell my partner how I really feel?");
    expect(entry.topic).toBe("love");
    expect(entry.roastMode).toBe(false);
    expect(entry.answer.split(/\s+/).length).toBeGreaterThan(40);
    expect(entry.basis.some((b) => b.kind === "placement" || b.kind === "transit")).toBe(true);
    expect((await get("/api/oracle-today", cookie)).json()).toEqual(entry);

    const again = await ask(cookie, { question: "And what about work?", roastMode: true });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      message: ORACLE_MESSAGES.alreadyAsked,
      code: "daily_limit",
      error: ORACLE_MESSAGES.alreadyAsked,
    });

    // Local midnight in Brussels (UTC+1) opens the next question.
    now = new Date("2026-11-22T23:00:30Z");
    t.setNow(now);
    const tomorrow = await ask(cookie, { question: "What should I focus on at work?", roastMode: true });
    expect(tomorrow.statusCode).toBe(200);
    expect(tomorrow.json<OracleEntry>()).toMatchObject({ roastMode: true, topic: "work" });
    const history = (await get("/api/oracle-history", cookie)).json<OracleEntry[]>();
    expect(history.map((h) => h.question)).toEqual([
      "What should I focus on at work?",
      "Should I tell my partner how I really feel?",
    ]);
  });

  it("answers a question in crisis with help, in a warm voice even when roast was asked, without spending the day's question", async () => {
    const { cookie } = await member();
    for (const question of [
      "Should I end my life?",
      "My boyfriend hits me, should I stay?",
      "i want to die",
    ]) {
      const response = await ask(cookie, { question, roastMode: true });
      expect(response.statusCode).toBe(200);
      const entry = response.json<OracleEntry>();
      expect(entry.safety).toBe("crisis");
      expect(entry.roastMode).toBe(false);
      expect(entry.answer).toContain("112");
      expect(entry.basis).toEqual([]);
    }
    expect((await get("/api/oracle-today", cookie)).json()).toBeNull();
    expect((await get("/api/oracle-history", cookie)).json()).toEqual([]);
    // The day's real question is still open, and after it a crisis still gets help, not a 429.
    expect((await ask(cookie, { question: "Will my crush text me back?", roastMode: true })).statusCode).toBe(
      200,
    );
    const after = await ask(cookie, { question: "I want to kill myself", roastMode: false });
    expect(after.statusCode).toBe(200);
    expect(after.json<OracleEntry>().safety).toBe("crisis");
  });

  it("says briefly that the stars don't do lottery numbers, in the chosen voice, and keeps the question open", async () => {
    const { cookie } = await member();
    const response = await ask(cookie, {
      question: "What are this week's lottery numbers?",
      roastMode: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<OracleEntry>()).toMatchObject({ safety: "out-of-scope", roastMode: true });
    expect((await get("/api/oracle-today", cookie)).json()).toBeNull();
  });

  it("validates the question with the form's messages", async () => {
    const { cookie } = await member();
    const blank = await ask(cookie, { question: "   ", roastMode: false });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(ORACLE_MESSAGES.empty);
    const long = await ask(cookie, { question: "x".repeat(501), roastMode: false });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(ORACLE_MESSAGES.tooLong);
    const mode = await ask(cookie, { question: "Is today good?", roastMode: "yes" });
    expect(mode.statusCode).toBe(400);
    expect((await ask(cookie, { question: "x".repeat(500), roastMode: false })).statusCode).toBe(200);
  });

  it("is for premium and pro members, and needs a birth chart", async () => {
    const free = await member({ subscriptionTier: "free", subscriptionStatus: null });
    const refused = await ask(free.cookie, { question: "Will my new job work out?" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ERROR_MESSAGES.premium_required, code: "premium_required" });
    expect((await get("/api/oracle-today", free.cookie)).statusCode).toBe(403);
    const pro = await member({ subscriptionTier: "pro" });
    expect((await ask(pro.cookie, { question: "Will my new job work out?" })).statusCode).toBe(200);
    const bare = await signedInUser(t, { ...premium, timezone: "Europe/Brussels" }, now);
    const noChart = await ask(bare.cookie, {
      question: "Will my new job work out?",
    });
    expect(noChart.statusCode).toBe(409);
    expect(noChart.json().message).toBe(ORACLE_MESSAGES.noBirthData);
  });

  it("lets exactly one of 20 concurrent questions through", async () => {
    const { cookie } = await member();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ask(cookie, { question: `Question number ${i}?`, roastMode: i % 2 === 0 }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(19);
    expect((await get("/api/oracle-history", cookie)).json()).toHaveLength(1);
  });
});

describe("Care before anything (docs/decisions/023-care-screen.md)", () => {
  it("gives a free user in crisis help, not a refusal, and the national line of their time zone", async () => {
    const free = await member({ subscriptionTier: "free", subscriptionStatus: null });
    const response = await ask(free.cookie, {
      question: "nobody would miss me if i was gone right",
      roastMode: true,
    });
    expect(response.statusCode).toBe(200);
    const entry = response.json<OracleEntry>();
    expect(entry).toMatchObject({ safety: "crisis", roastMode: false, basis: [], id: 0 });
    expect(entry.answer).toContain("112");
    expect(entry.answer).toContain("1813");
    expect(entry.answer).toContain("findahelpline.com");
    // No-reading and unclear questions get their care on any plan too; a reading still needs premium.
    expect((await ask(free.cookie, { question: "When will my dad die?" })).json()).toMatchObject({
      safety: "no-reading",
    });
    expect((await ask(free.cookie, { question: "should i end it" })).json()).toMatchObject({
      safety: "unclear",
    });
    expect((await ask(free.cookie, { question: "Will he call me?" })).statusCode).toBe(403);
  });

  it("answers a crisis after the day's question is spent with help, and a care reply never spends it", async () => {
    const { cookie } = await member();
    for (const question of ["i wanna kms", "When will my dad die?", "should i end it", "mi novio me pega"]) {
      expect((await ask(cookie, { question, roastMode: true })).statusCode).toBe(200);
    }
    expect((await get("/api/oracle-today", cookie)).json()).toBeNull();
    expect((await ask(cookie, { question: "Will my crush text me back?" })).statusCode).toBe(200);
    expect((await ask(cookie, { question: "Another question about work?" })).statusCode).toBe(429);
    const after = await ask(cookie, {
      question: "I just want to go to sleep and not wake up",
      roastMode: true,
    });
    expect(after.statusCode).toBe(200);
    expect(after.json<OracleEntry>()).toMatchObject({ safety: "crisis", roastMode: false });
    const noChartFree = await signedInUser(t, { subscriptionTier: "free", timezone: "Europe/Madrid" }, now);
    const spanish = await ask(noChartFree.cookie, {
      question: "ya no quiero vivir",
    });
    // Not even a missing birth chart stands between a crisis and help; the reply is in Spanish, with 024.
    expect(spanish.statusCode).toBe(200);
    expect(spanish.json<OracleEntry>().answer).toContain("024");
    expect(spanish.json<OracleEntry>().answer).toContain("No tienes que cargar con esto a solas");
  });

  it("answers the three care outcomes identically in both voices, and leaves idioms to the stars", async () => {
    const { cookie } = await member();
    for (const [question, safety] of [
      ["I took 20 paracetamol an hour ago", "crisis"],
      ["Should I stop taking my antidepressants?", "no-reading"],
      ["is it time to go", "unclear"],
    ] as const) {
      const normal = (await ask(cookie, { question, roastMode: false })).json<OracleEntry>();
      const roast = (await ask(cookie, { question, roastMode: true })).json<OracleEntry>();
      expect(normal.safety).toBe(safety);
      expect(roast.answer).toBe(normal.answer);
      expect(roast.help).toBe(normal.help);
      expect(roast.roastMode).toBe(false);
      if (safety !== "crisis") expect(normal.help).toContain("112");
    }
    const unclear = (await ask(cookie, { question: "should i end it", roastMode: true })).json<OracleEntry>();
    expect(unclear.answer).not.toMatch(/\b(?:yes|no)\b,/i);
    expect(unclear.answer).toContain('"it"');
    const idiom = await ask(cookie, {
      question: "My boss will kill me if I'm late again, haha",
      roastMode: true,
    });
    expect(idiom.json<OracleEntry>().safety).toBeUndefined();
    expect(idiom.json<OracleEntry>().basis.length).toBeGreaterThan(0);
  });

  it("takes the model's second opinion only when it adds care", async () => {
    const opinions: Record<string, CareOpinion> = {
      "Is this a good week for a fresh start?": { outcome: "crisis", kind: "self-harm" },
      "i want to die": { outcome: "ok" },
    };
    const writer: Writer = {
      write: async (kind, facts, voice, seed) => ({
        value: composeText(kind, facts, voice, seed),
        source: "builtin",
      }),
      secondOpinion: async (question) => opinions[question] ?? null,
    };
    const second = await createTestApp({ writer });
    try {
      second.setNow(now);
      const { cookie } = await memberWithChart(second, premium, now);
      const askSecond = (question: string) =>
        second.app.inject({
          method: "POST",
          url: "/api/ask-oracle",
          headers: { cookie },
          payload: { question },
        });
      expect((await askSecond("Is this a good week for a fresh start?")).json<OracleEntry>().safety).toBe(
        "crisis",
      );
      expect((await askSecond("i want to die")).json<OracleEntry>().safety).toBe("crisis");
    } finally {
      await second.close();
    }
  });

  it("logs the category of a care reply, never the question", async () => {
    const { stream, lines } = capturedLogs();
    const logged = await createTestApp({ logger: { level: "trace", stream } });
    try {
      logged.setNow(now);
      const { cookie } = await memberWithChart(logged, premium, now);
      const response = await logged.app.inject({
        method: "POST",
        url: "/api/ask-oracle",
        headers: { cookie },
        payload: { question: "zzqx I want to end my life zzqx" },
      });
      expect(response.json<OracleEntry>().safety).toBe("crisis");
    } finally {
      await logged.close();
    }
    const log = lines.join("");
    expect(log).toContain('"care":"crisis"');
    expect(log).not.toContain("zzqx");
  });
});

describe("Personality Analysis", () => {
  it("writes the 14 themes once per voice and serves them from storage", async () => {
    const { cookie } = await member();
    const first = await get("/api/personality-analysis?roastMode=false", cookie);
    expect(first.statusCode).toBe(200);
    const { analysis } = first.json();
    for (const section of PERSONALITY_SECTIONS) expect(analysis[section].length).toBeGreaterThan(60);
    expect(Date.parse(analysis.generatedAt)).toBe(now.getTime());
    t.setNow(new Date(now.getTime() + 3600_000));
    expect((await get("/api/personality-analysis?roastMode=false", cookie)).json().analysis).toEqual(
      analysis,
    );
    const roast = (await get("/api/personality-analysis?roastMode=true", cookie)).json().analysis;
    expect(roast.corePersonality).not.toBe(analysis.corePersonality);
    t.setNow(now);
  });

  it("is premium only, needs a chart, and rejects a bad mode", async () => {
    const free = await member({ subscriptionTier: "free", subscriptionStatus: null });
    expect((await get("/api/personality-analysis", free.cookie)).statusCode).toBe(403);
    const bare = await signedInUser(t, premium, now);
    const noChart = await get("/api/personality-analysis", bare.cookie);
    expect(noChart.statusCode).toBe(409);
    expect(noChart.json().message).toBe(PERSONALITY_NO_CHART);
    const { cookie: ok } = await member();
    expect((await get("/api/personality-analysis?roastMode=maybe", ok)).statusCode).toBe(400);
  });
});
