// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { makeUser, mockApi, renderWithApp, resetApp } from "#web/testing/app.tsx";
import { setSignedInHint } from "#web/testing/signed-in-hint.ts";
import { AuthPage } from "../auth-page.tsx";
import { mockRefusal, signedOut } from "./auth-testing.ts";

/** The Sign Up fields, by label, as Ada fills them in. */
const NEW_ACCOUNT = {
  "First Name": "Ada",
  "Last Name": "Lovelace",
  Username: "stargazer",
  Email: "ada@example.com",
  Password: "secret123",
  "Confirm Password": "secret123",
};

/** Types each value into the field with that label. */
function fillIn(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Waits for the Sign In form, then sends Ada's e-mail address and password. */
async function submitSignIn() {
  await screen.findByLabelText("Email");
  fillIn({ Email: "ada@example.com", Password: "secret123" });
  fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
}

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
    await submitSignIn();
    expect(await screen.findByText("Welcome back!")).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/login")?.body).toEqual({
      email: "ada@example.com",
      password: "secret123",
    });
  });

  it("greets a first sign-in as new and sends someone without birth data to the birth form", async () => {
    mockApi({ ...signedOut, "POST /api/login": () => ({ body: makeUser({ loginCount: 1 }) }) });
    renderWithApp(<AuthPage />, "/auth");
    await submitSignIn();
    expect(await screen.findByText("Welcome!")).toBeTruthy();
    expect(screen.queryByText("Welcome back!")).toBeNull();
    await waitFor(() => expect(window.location.pathname).toBe("/birth-chart"));
  });

  it("writes a refused sign-in under the password field as well as in the toast", async () => {
    mockRefusal("POST /api/login", 401, "Invalid email or password.", "wrong_credentials");
    renderWithApp(<AuthPage />, "/auth");
    await submitSignIn();
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

    fillIn({ ...NEW_ACCOUNT, "Confirm Password": "secret124" });
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
    mockRefusal(
      "POST /api/register",
      409,
      "An account with this email address already exists.",
      "email_taken",
    );
    renderWithApp(<AuthPage />, "/auth");
    await screen.findByRole("tab", { name: "Sign Up" });
    openTab("Sign Up");
    await screen.findByLabelText("First Name");
    fillIn(NEW_ACCOUNT);
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
