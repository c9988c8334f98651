import { describe, expect, it } from "vitest";
import { VOICES } from "../facts.ts";
import { crisisReply, screenFreeText } from "../safety.ts";
import { SAMPLE_QUESTIONS } from "../testing/compose-all.ts";
import { CRISIS_PHRASINGS } from "../testing/crisis-phrasings.ts";
import { consecutiveDates, randomNatal, skyFor, transitsFor } from "../testing/random-facts.ts";
import { dayNumber } from "../text.ts";
import { composeOracleAnswer, detectOracleTopic } from "./oracle-answer.ts";
import { aboutPhrase, parseQuestion, secondPerson } from "./oracle-question.ts";

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

  // "Is it serious?" asks for a diagnosis, which the care screen keeps from any reading (issue 25);
  // a question about looking after one's health gets the gentle answer.
  it("answers health questions gently and points to a professional, in both voices", () => {
    for (const voice of ["normal", "roast"] as const) {
      const a = composeOracleAnswer(
        { ...base, question: "I keep getting headaches, how do I look after my health this month?" },
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

  it("never echoes a question with markup or braces", () => {
    const a = composeOracleAnswer(
      { ...base, question: ["Will {sign}", "$", "{x} <b>zzqx</b> love me?"].join("") },
      "roast",
      "s",
    );
    expect(a.answer).not.toMatch(/zzqx|\{sign\}|\$\{/);
  });

  it("answers every crisis phrasing with the help message only, in both voices", () => {
    for (const [kind, list] of Object.entries(CRISIS_PHRASINGS)) {
      for (const question of list) {
        for (const voice of VOICES) {
          const a = composeOracleAnswer({ ...base, question }, voice, "s");
          const screening = screenFreeText(question);
          expect(screening, question).toMatchObject({ kind: "crisis", crisis: kind });
          if (screening.kind !== "crisis") continue;
          expect(a.answer, question).toBe(crisisReply(screening.crisis, { lang: screening.lang }));
          expect(a.answer).toContain("112");
          expect(a.basis).toEqual([]);
        }
      }
    }
  });

  it("answers out-of-scope questions honestly, without a reading", () => {
    const a = composeOracleAnswer(
      { ...base, question: "What are the winning lottery numbers?" },
      "roast",
      "s",
    );
    expect(a.basis).toEqual([]);
    expect(a.answer).toMatch(/numbers/);
    expect(screenFreeText("What are the winning lottery numbers?").kind).toBe("out-of-scope");
  });

  it("names the question back in the second person", () => {
    const a = composeOracleAnswer(
      { ...base, question: "Should I move to Berlin or stay in Ghent?" },
      "normal",
      "s",
    );
    // The verdict comes first, led by what was asked about (issue 28).
    expect(a.answer).toMatch(/^On whether to move to Berlin or stay in Ghent, /);
    expect(secondPerson("Will my crush text me back?")).toBe("Will your crush text you back?");
    expect(secondPerson("Am I ready for this?")).toBe("are you ready for this?");
  });

  it("answers the decision asked: a verdict, or one of the two options", () => {
    for (const voice of VOICES) {
      const yesNo = composeOracleAnswer({ ...base, question: "Should I sell my car?" }, voice, "s");
      expect(yesNo.answer).toMatch(/\b(?:yes|Yes|not yet|Not yet|hold off|Hold that thought|No, not)\b/);
      const either = composeOracleAnswer(
        { ...base, question: "Should I move to Berlin or stay in Ghent?" },
        voice,
        "s",
      );
      const chosen = ["move to Berlin", "stay in Ghent"].filter((o) =>
        new RegExp(`(?:says|answer|[Vv]erdict|two): ${o}`).test(either.answer),
      );
      expect(chosen, either.answer).toHaveLength(1);
    }
    expect(parseQuestion("Should I take the offer or not?").options).toBeNull();
  });

  it("gives future dates for a timing question", () => {
    const upcoming = consecutiveDates("2026-08-12", 40)
      .filter((_, i) => i % 4 === 0)
      .flatMap((d) => transitsFor(natal, d))
      .filter((t) => t.transiting !== "moon");
    for (const voice of VOICES) {
      const a = composeOracleAnswer(
        { ...base, upcoming, question: "When will I meet someone new?" },
        voice,
        "s",
      );
      const future = a.basis.filter(
        (b) => b.kind === "transit" && dayNumber(b.exact.slice(0, 10)) > dayNumber(date),
      );
      expect(future.length, a.answer).toBeGreaterThanOrEqual(1);
      expect(a.answer).toMatch(/(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \w+ \d+/);
    }
  });

  it("reads the question itself: two questions on one topic and day get different answers", () => {
    const a = composeOracleAnswer(
      { ...base, question: "Will my crush text me back?" },
      "normal",
      "u|oracle|d",
    );
    const b = composeOracleAnswer({ ...base, question: "Is my boyfriend the one?" }, "normal", "u|oracle|d");
    expect(a.topic).toBe(b.topic);
    expect(a.answer).not.toEqual(b.answer);
  });

  it("answers twenty varied questions, each naming its subject back", () => {
    const answers = new Set<string>();
    for (const question of SAMPLE_QUESTIONS) {
      const a = composeOracleAnswer({ ...base, question }, "normal", "s");
      answers.add(a.answer);
      const about = aboutPhrase(question);
      const restated = secondPerson(question.replace(/\?$/, ""));
      if (about) expect(a.answer, question).toMatch(new RegExp(`^On ${about}, `));
      else expect(a.answer.toLowerCase(), question).toContain(restated.toLowerCase());
      expect(a.answer.split(/\s+/).length, a.answer).toBeLessThanOrEqual(80);
      expect(a.basis.length).toBeGreaterThan(0);
    }
    expect(answers.size).toBe(SAMPLE_QUESTIONS.length);
  });

  it("gives the verdict first, names what was asked about and stays within 80 words", () => {
    for (const voice of VOICES) {
      const a = composeOracleAnswer({ ...base, question: "Should I move to Porto?" }, voice, "porto");
      const first = a.answer.split(/(?<=[.!?])\s+(?=[A-Z])/)[0] ?? "";
      expect(first, a.answer).toMatch(/^On whether to move to Porto, /);
      expect(first, a.answer).toMatch(/\b(?:yes|not yet|wait|hold|No, not)\b/i);
      expect(a.answer.split(/\s+/).length, a.answer).toBeLessThanOrEqual(80);
    }
    expect(aboutPhrase("When will I meet someone new?")).toBe("when you will meet someone new");
    expect(aboutPhrase("Does my crush like me?")).toBe("whether your crush likes you");
    expect(aboutPhrase("Will my business idea work?")).toBe("whether your business idea will work");
    expect(aboutPhrase("How do I make new friends?")).toBe("how to make new friends");
    // Not plain enough to turn: the answer names the topic instead.
    expect(aboutPhrase("Will my landlord fix the heating?")).toBeNull();
  });
});
