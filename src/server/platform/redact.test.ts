import { describe, expect, it } from "vitest";
import { redactUrl } from "./redact.ts";

describe("redactUrl", () => {
  it("hides token values in query strings and keeps the rest", () => {
    expect(redactUrl("/api/verify-email?token=abc123&x=1")).toBe("/api/verify-email?token=[redacted]&x=1");
    expect(redactUrl("/reset?a=1&TOKEN=zzz")).toBe("/reset?a=1&TOKEN=[redacted]");
    expect(redactUrl("/api/health")).toBe("/api/health");
    expect(redactUrl(`/api/calendar/${"a-_B".repeat(10)}xyz.ics`)).toBe("/api/calendar/[redacted].ics");
    expect(redactUrl("/api/calendar-feed")).toBe("/api/calendar-feed");
  });
});
