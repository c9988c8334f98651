// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "#contracts/auth";
import { mockApi, renderWithApp, resetApp } from "#web/testing/app.tsx";
import { ResendVerificationPage } from "../resend-verification-page.tsx";
import { ResetPasswordPage } from "../reset-password-page.tsx";
import { mockRefusal, signedOut } from "./auth-testing.ts";

/** Types Ada's address into the Email field and presses the page's button. */
function sendAddress(button: string) {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
  fireEvent.click(screen.getByRole("button", { name: button }));
}

/** Fills in the new password and its confirmation and presses Reset Password. */
function choosePassword(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText("New Password"), { target: { value: password } });
  fireEvent.change(screen.getByLabelText("Confirm Password"), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole("button", { name: "Reset Password" }));
}

describe("ResendVerificationPage", () => {
  afterEach(resetApp);

  it("sends a new link and says so", async () => {
    const calls = mockApi({
      ...signedOut,
      "POST /api/resend-verification": () => ({ body: { message: "x" } }),
    });
    renderWithApp(<ResendVerificationPage />, "/resend-verification");
    const email = screen.getByLabelText("Email") as HTMLInputElement;
    expect(email.type).toBe("email");
    expect(email.required).toBe(true);
    expect(screen.getByText("The verification link is valid for 7 days.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Sign In" }).getAttribute("href")).toBe("/auth");
    sendAddress("Send Verification Email");
    expect(
      await screen.findByText(
        "A new verification email has been sent. Please check your inbox and spam folder.",
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/resend-verification")?.body).toEqual({
      email: "ada@example.com",
    });
  });

  it("shows the server's message, or the fallback, in an Error alert", async () => {
    mockRefusal("POST /api/resend-verification", 429, ACCOUNT_MESSAGES.rateLimited, "rate_limited");
    renderWithApp(<ResendVerificationPage />, "/resend-verification");
    sendAddress("Send Verification Email");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Error");
    expect(alert.textContent).toContain(ACCOUNT_MESSAGES.rateLimited);
  });

  it("falls back to 'Failed to resend verification email'", async () => {
    mockApi({ ...signedOut, "POST /api/resend-verification": () => ({ status: 502 }) });
    renderWithApp(<ResendVerificationPage />, "/resend-verification");
    sendAddress("Send Verification Email");
    expect(await screen.findByText("Failed to resend verification email")).toBeTruthy();
  });
});

describe("ResetPasswordPage", () => {
  afterEach(resetApp);

  it("asks for the e-mail without a token and shows the server's answer", async () => {
    const calls = mockApi({
      ...signedOut,
      "POST /api/forgot-password": () => ({ body: { message: ACCOUNT_MESSAGES.forgotSent } }),
    });
    renderWithApp(<ResetPasswordPage />, "/reset-password");
    fireEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    sendAddress("Send Reset Link");
    expect(await screen.findByText(ACCOUNT_MESSAGES.forgotSent)).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/forgot-password")?.body).toEqual({
      email: "ada@example.com",
    });
  });

  it("sets a new password with a token", async () => {
    const calls = mockApi({
      ...signedOut,
      "POST /api/reset-password": () => ({ body: { message: ACCOUNT_MESSAGES.resetDone } }),
    });
    renderWithApp(<ResetPasswordPage />, "/reset-password?token=abcdefghijklmnop");
    fireEvent.change(screen.getByLabelText("New Password"), { target: { value: "abc" } });
    fireEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Password must be at least 6 characters")).toBeTruthy();
    choosePassword("newpass1", "newpass2");
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Confirm Password"), { target: { value: "newpass1" } });
    fireEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetDone)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in now" }).getAttribute("href")).toBe("/auth");
    expect(calls.find((call) => call.path === "/api/reset-password")?.body).toEqual({
      token: "abcdefghijklmnop",
      password: "newpass1",
    });
  });

  it("shows a refused token in an alert", async () => {
    mockRefusal("POST /api/reset-password", 400, ACCOUNT_MESSAGES.resetInvalid, "invalid_input");
    renderWithApp(<ResetPasswordPage />, "/reset-password?token=abcdefghijklmnop");
    choosePassword("newpass1", "newpass1");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(ACCOUNT_MESSAGES.resetInvalid);
  });
});
