import { describe, expect, it } from "vitest";
import { profileSchema, registerSchema } from "./auth.ts";
import { birthInfoSchema } from "./birth-chart.ts";
import { compatibilityRequestSchema } from "./compatibility.ts";
import { askOracleSchema } from "./insights.ts";
import { isOneLine, isProse, toOneLine } from "./text.ts";

const CONTROLS = ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\u202e", "\u2066"];

describe("text fields", () => {
  it("tells one-line text and prose from text with control characters", () => {
    expect(isOneLine("Zoë O'Brien-Łukasz 李")).toBe(true);
    expect(isOneLine("two\nlines")).toBe(false);
    expect(isProse("two\nlines\twith a tab")).toBe(true);
    for (const c of CONTROLS) {
      expect(isOneLine(`a${c}b`), JSON.stringify(c)).toBe(false);
      expect(isProse(`a${c}b`), JSON.stringify(c)).toBe(false);
    }
    expect(toOneLine("Ada\r\nSubject: hi\u0000")).toBe("Ada  Subject: hi");
  });

  it("refuses control characters in every stored name, place and question with the field's message", () => {
    const person = {
      firstName: "Ada",
      lastName: "Lovelace",
      username: "ada",
      email: "ada@example.com",
      password: "correct horse",
    };
    const birth = {
      birthDate: "1990-03-14",
      birthTime: "08:30",
      birthPlace: "Brussels",
      birthLatitude: 50.8,
      birthLongitude: 4.3,
      timezone: "Europe/Brussels",
    };
    for (const c of ["\u0000", "\n", "\r", "\u001b"]) {
      expect(registerSchema.safeParse({ ...person, firstName: `Ada${c}x` }).error?.issues[0]?.message).toBe(
        "First name must not contain control characters",
      );
      expect(registerSchema.safeParse({ ...person, lastName: `Love${c}lace` }).success).toBe(false);
      expect(profileSchema.safeParse({ ...person, birthPlace: `Brus${c}sels` }).success).toBe(false);
      expect(birthInfoSchema.safeParse({ ...birth, birthPlace: `Brus${c}sels` }).success).toBe(false);
      expect(
        compatibilityRequestSchema.safeParse({ ...birth, partnerName: `S${c}am`, birthPlace: "Gent" })
          .success,
      ).toBe(false);
    }
    expect(askOracleSchema.safeParse({ question: "Will I\nfind it?" }).success).toBe(true);
    expect(askOracleSchema.safeParse({ question: "Will I\u0000find it?" }).error?.issues[0]?.message).toBe(
      "Your question must not contain control characters",
    );
  });
});
