import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

let counter = 0;

export interface Person {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

export function newPerson(overrides: Partial<Person> = {}): Person {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: "Stella",
    lastName: "Lumen",
    username: `stella${tag}`,
    email: `stella.${tag}@e2e.test`,
    password: "orbit-of-truth",
    ...overrides,
  };
}

/** The newest link to `marker` in the server's mail outbox for that address (embedded mail mode). */
export async function linkFromOutbox(to: string, marker: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  for (let attempt = 0; attempt < 50; attempt++) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox)
        .filter((f) => f.endsWith(".json"))
        .sort()
        .reverse();
    } catch {
      // no mail yet
    }
    for (const file of files) {
      const mail = JSON.parse(readFileSync(path.join(outbox, file), "utf8")) as { to: string; text: string };
      if (mail.to.toLowerCase() !== to.toLowerCase()) continue;
      const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(marker));
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${marker} mail for ${to}`);
}

/** Registers and verifies through the API (for journeys that are not about sign-up). */
export async function createVerifiedUser(request: APIRequestContext, person = newPerson()): Promise<Person> {
  const response = await request.post("/api/register", { data: person });
  expect(response.status()).toBe(201);
  const link = new URL(await linkFromOutbox(person.email, "verify-email"));
  await request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
  return person;
}

export async function signInThroughForm(page: Page, person: Pick<Person, "email" | "password">) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The admin account (ADMIN_EMAILS of the e2e server), registered on first use. */
export async function ensureAdmin(request: APIRequestContext): Promise<Person> {
  const admin = newPerson({ email: "admin@e2e.test", username: "e2eadmin" });
  const login = await request.post("/api/login", { data: { email: admin.email, password: admin.password } });
  if (login.status() !== 200) {
    await createVerifiedUser(request, admin);
    const again = await request.post("/api/login", {
      data: { email: admin.email, password: admin.password },
    });
    expect(again.status()).toBe(200);
  }
  return admin;
}

/** Makes an account premium through the admin API, from a separate admin session. */
export async function makePremium(
  playwright: { request: { newContext(options: { baseURL: string }): Promise<APIRequestContext> } },
  email: string,
) {
  const admin = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  await ensureAdmin(admin);
  const response = await admin.post("/api/admin/subscription/activate", { data: { email } });
  expect(response.status()).toBe(200);
  await admin.dispose();
}

export const BRUSSELS_BIRTH = {
  birthDate: "1990-03-14",
  birthTime: "08:30",
  birthTimeKnown: true,
  birthPlace: "Brussels, Brussels Capital, Belgium",
  birthLatitude: 50.85045,
  birthLongitude: 4.34878,
  timezone: "Europe/Brussels",
};

/** A verified user with birth data saved, signed in on `request`. */
export async function createUserWithChart(request: APIRequestContext, person = newPerson()): Promise<Person> {
  await createVerifiedUser(request, person);
  expect(
    (await request.post("/api/login", { data: { email: person.email, password: person.password } })).status(),
  ).toBe(200);
  expect((await request.post("/api/birth-info", { data: BRUSSELS_BIRTH })).status()).toBe(200);
  return person;
}
