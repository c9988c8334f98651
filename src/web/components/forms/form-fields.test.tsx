// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BIRTH_DATE_MIN } from "#contracts/birth-chart";
import { localTodayKey } from "#web/lib/dates.ts";
import { EmailField, PasswordField } from "./account-fields.tsx";
import { BirthDateField, BirthTimeField } from "./birth-moment-fields.tsx";

afterEach(cleanup);

describe("account fields", () => {
  it("an e-mail field asks for the e-mail keyboard and the saved address", () => {
    render(<EmailField id="email" />);
    const input = screen.getByLabelText("Email");
    expect(input.getAttribute("type")).toBe("email");
    expect(input.getAttribute("autocomplete")).toBe("email");
    expect(input.getAttribute("inputmode")).toBe("email");
  });

  it("a new password states the length rule, tied to the input for screen readers", () => {
    render(<PasswordField id="pw" purpose="new" />);
    const input = screen.getByLabelText("Password");
    expect(input.getAttribute("type")).toBe("password");
    expect(input.getAttribute("autocomplete")).toBe("new-password");
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "At least 6 characters.",
    );
  });

  it("a current password lets the manager fill it and has no rule under it; an error replaces any hint", () => {
    render(<PasswordField id="pw" purpose="current" label="Current Password" error="Wrong password." />);
    const input = screen.getByLabelText("Current Password");
    expect(input.getAttribute("autocomplete")).toBe("current-password");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText("At least 6 characters.")).toBeNull();
    expect(screen.getByText("Wrong password.")).toBeTruthy();
  });

  it("a confirmation is a new password without a second copy of the rule", () => {
    render(<PasswordField id="pw2" purpose="confirm" label="Confirm Password" />);
    expect(screen.getByLabelText("Confirm Password").getAttribute("autocomplete")).toBe("new-password");
    expect(screen.queryByText("At least 6 characters.")).toBeNull();
  });
});

describe("birth moment fields", () => {
  it("the date picker is bounded by the ephemeris start and today", () => {
    render(<BirthDateField id="d" />);
    const input = screen.getByLabelText("Birth Date");
    expect(input.getAttribute("type")).toBe("date");
    expect(input.getAttribute("min")).toBe(BIRTH_DATE_MIN);
    expect(input.getAttribute("max")).toBe(localTodayKey());
  });

  it("the time field is a time input and can be disabled when the time is unknown", () => {
    render(<BirthTimeField id="t" disabled />);
    const input = screen.getByLabelText("Birth Time") as HTMLInputElement;
    expect(input.type).toBe("time");
    expect(input.disabled).toBe(true);
  });
});
