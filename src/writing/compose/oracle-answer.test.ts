import { describe, expect, it } from "vitest";
import { randomNatal, skyFor, transitsFor } from "../testing/random-facts.ts";
import { composeOracleAnswer, detectOracleTopic } from "./oracle-answer.ts";

const SAMPLES: Record<string, string[]> = {
  love: [
    "Will my crush text me back?",
    "Is my boyfriend the one?",
    "Should I get back with my ex?",
    "When will I find love?",
  ],
  work: [
    "Should I ask my boss for a raise at work?",
    "Will I get the job after this interview?",
    "Is it time to start my own business?",
  ],
  money: [
    "How can I get out of debt?",
    "Is this a good year to invest my savings?",
    "Can I afford a new flat with my salary?",
  ],
  health: [
    "I can't sleep lately, what's wrong?",
    "Should I see a doctor about my stress?",
    "Why am I always tired?",
  ],
  family: [
    "How do I fix things with my mother?",
    "Will my brother and I get along again?",
    "How can I support my kids?",
  ],
  decision: ["Should I do it or not?", "Which one should I choose?", "Is it worth it?"],
  timing: [
    "When will things finally get better?",
    "Is this week the right time?",
    "How soon will I see results?",
  ],
  general: ["What does the universe want from me?", "Tell me something I need to hear.", "What is my vibe?"],
};

describe("detectOracleTopic", () => {
  for (const [topic, questions] of Object.entries(SAMPLES)) {
    it(`recognises ${topic} questions`, () => {
      for (const q of questions) expect(detectOracleTopic(q), q).toBe(topic);
    });
  }
});

describe("composeOracleAnswer", () => {
  const natal = randomNatal("oracle", { timeKnown: true });
  const date = "2026-08-08";
  const sky = skyFor(date);
  const base = {
    natal,
    transits: transitsFor(natal, date),
    dateLocal: date,
    moon: { sign: sky.moonSign, phase: sky.moonPhase },
  };

  it("answers health questions gently and points to a professional, in both voices", () => {
    for (const voice of ["normal", "roast"] as const) {
      const a = composeOracleAnswer(
        { ...base, question: "I have headaches every day, is it serious?" },
        voice,
        "s",
      );
      expect(a.topic).toBe("health");
      expect(a.answer).toMatch(/doctor|professional|GP|therapist/);
    }
  });

  it("grounds a love answer in Venus and a current transit", () => {
    const a = composeOracleAnswer({ ...base, question: "Does my crush like me?" }, "normal", "s");
    expect(a.topic).toBe("love");
    expect(a.answer).toMatch(/Venus/);
    expect(a.basis.some((b) => b.kind === "transit")).toBe(true);
  });

  it("never echoes the question", () => {
    const a = composeOracleAnswer(
      { ...base, question: ["Will {sign}", "$", "{x} <b>zzqx</b> love me?"].join("") },
      "roast",
      "s",
    );
    expect(a.answer).not.toMatch(/zzqx|\{sign\}|\$\{/);
  });
});
