// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { makeUser, mockApi, renderWithApp, resetApp } from "#web/testing/app.tsx";
import { setSignedInHint } from "#web/testing/signed-in-hint.ts";
import { AuthPage } from "../auth-page.tsx";

const signedOut = { "GET /api/user": () => ({ status: 401, body: { message: "Not signed in" } }) };

function openTab(name: string) {
  fireEvent.mouseDown(screen.getByRole("tab", { name }), { button: 0 });
}

describe("AuthPage", () => {
  afterEach(resetApp);

  it("shows the Sign In form and its validation messages", async () => {
    mockApi(signedOut);
    renderWithApp(<AuthPage />, "/auth");
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeTruthy();
    expect(screen.getByText("Enter your credentials to access your account")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Forgot your password?" }).getAttribute("href")).toBe(
      "/reset-password",
    );
    expect(screen.getByRole("link", { name: "Request a new verification link" }).getAttribute("href")).toBe(
      "/resend-verification",
    );
    expect(screen.getByText("Having trouble with email verification?", { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Password must be at least 6 characters")).toBeTruthy();
  });

  it("signs in and shows the login toast", async () => {
    const calls = mockApi({
      ...signedOut,
      "POST /api/login": () => ({ body: makeUser({ loginCount: 4 }) }),
    });
    renderWithApp(<AuthPage />, "/auth");
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret123" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Welcome back!")).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/login")?.body).toEqual({
      email: "ada@example.com",
      password: "secret123",
    });
  });

  it("greets a first sign-in as new and sends someone without birth data to the birth form", async () => {
    mockApi({ ...signedOut, "POST /api/login": () => ({ body: makeUser({ loginCount: 1 }) }) });
    renderWithApp(<AuthPage />, "/auth");
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret123" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Welcome!")).toBeTruthy();
    expect(screen.queryByText("Welcome back!")).toBeNull();
    await waitFor(() => expect(window.location.pathname).toBe("/birth-chart"));
  });

  it("writes a refused sign-in under the password field as well as in the toast", async () => {
    mockApi({
      ...signedOut,
      "POST /api/login": () => ({
        status: 401,
        body: { message: "Invalid email or password.", code: "wrong_credentials" },
      }),
    });
    renderWithApp(<AuthPage />, "/auth");
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret123" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Login failed")).toBeTruthy();
    await waitFor(() =>
      expect(document.getElementById("login-password-error")?.textContent).toBe("Invalid email or password."),
    );
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
  });

  it.each(["/auth?tab=signup", "/auth?tab=register"])("opens the Sign Up tab for %s", async (path) => {
    mockApi(signedOut);
    renderWithApp(<AuthPage />, path);
    expect(await screen.findByRole("heading", { name: "Create an account" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Sign Up" }).getAttribute("aria-selected")).toBe("true");
    // A "get started" link lands with the first field ready to type into.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("First Name")));
  });

  it("registers without the confirmation and shows the Check Your Email screen", async () => {
    const calls = mockApi({
      ...signedOut,
      "POST /api/register": () => ({ status: 201, body: { message: "ok" } }),
    });
    renderWithApp(<AuthPage />, "/auth");
    await screen.findByRole("tab", { name: "Sign Up" });
    openTab("Sign Up");
    expect(await screen.findByRole("heading", { name: "Create an account" })).toBeTruthy();
    expect(screen.getByText("Start your cosmic journey with personalized astrology")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("First name must be at least 2 characters")).toBeTruthy();
    expect(screen.getByText("Last name must be at least 2 characters")).toBeTruthy();
    expect(screen.getByText("Username must be at least 3 characters")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("First Name"), { target: { value: "Ada" } });
    fireEvent.change(screen.getByLabelText("Last Name"), { target: { value: "Lovelace" } });
    fireEvent.change(screen.getByLabelText("Username"), { target: { value: "stargazer" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret123" } });
    fireEvent.change(screen.getByLabelText("Confirm Password"), { target: { value: "secret124" } });
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Confirm Password"), { target: { value: "secret123" } });
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("heading", { name: "Check Your Email" })).toBeTruthy();
    expect(screen.getByText("Registration successful!")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Back to Login" })).toBeTruthy();
    // The screen says it; no toast repeats it.
    expect(screen.queryByText("Check Your Email!")).toBeNull();
    expect(calls.find((call) => call.path === "/api/register")?.body).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      username: "stargazer",
      email: "ada@example.com",
      password: "secret123",
    });
  });

  it("puts a duplicate e-mail message under the Email field", async () => {
    mockApi({
      ...signedOut,
      "POST /api/register": () => ({
        status: 409,
        body: { message: "An account with this email address already exists.", code: "email_taken" },
      }),
    });
    renderWithApp(<AuthPage />, "/auth");
    await screen.findByRole("tab", { name: "Sign Up" });
    openTab("Sign Up");
    fireEvent.change(await screen.findByLabelText("First Name"), { target: { value: "Ada" } });
    fireEvent.change(screen.getByLabelText("Last Name"), { target: { value: "Lovelace" } });
    fireEvent.change(screen.getByLabelText("Username"), { target: { value: "stargazer" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret123" } });
    fireEvent.change(screen.getByLabelText("Confirm Password"), { target: { value: "secret123" } });
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Registration failed")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByText("An account with this email address already exists.").length).toBe(2),
    );
  });

  it.each([
    ["/auth?verified=1", "Email verified!"],
    ["/auth?verified=0&reason=expired", "Verification link expired"],
    ["/auth?verified=0&reason=invalid", "Verification link invalid"],
  ])("toasts the verification outcome of %s and drops the query", async (path, title) => {
    mockApi(signedOut);
    renderWithApp(<AuthPage />, path);
    expect(await screen.findByText(title)).toBeTruthy();
    expect(window.location.search).toBe("");
  });

  it("asks nobody about a session when the browser holds no signed-in hint", async () => {
    setSignedInHint(false);
    try {
      const calls = mockApi(signedOut);
      renderWithApp(<AuthPage />, "/auth");
      expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls.filter((call) => call.path === "/api/user")).toEqual([]);
    } finally {
      setSignedInHint(true);
    }
  });
});
