import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type APIResponse, test as base, expect, type Page } from "@playwright/test";

let clients = 0;

/** The e2e server's origin (playwright.config.ts), which its CSRF check expects on every write. */
const APP_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT}`;

/**
 * Every test is a client of its own: its page and request contexts send their own
 * X-Forwarded-For, which the e2e server trusts (playwright.config.ts). The per-address limits
 * (10 sign-ups an hour, 30 sign-ins per 15 minutes) then meet each journey as they would meet one
 * person, instead of the whole suite sharing one address. API calls made outside the browser send
 * the app's Origin as the browser does, since the server refuses writes that come without one.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    clients += 1;
    await use({ "x-forwarded-for": clientAddress(clients), origin: APP_ORIGIN });
  },
});
export { expect };

function clientAddress(n: number): string {
  return `10.77.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

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

/**
 * Signs in on /auth. A returning person lands on /dashboard; a first sign-in without birth data
 * goes straight to the birth form on /birth-chart.
 */
export async function signInThroughForm(page: Page, person: Pick<Person, "email" | "password">) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/(dashboard|birth-chart)$/);
}

/** GETs `path` and checks that it is served, with a 200, as `contentType`. */
export async function getServed(
  request: APIRequestContext,
  path: string,
  contentType: string,
): Promise<APIResponse> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain(contentType);
  return response;
}

/** Where every "get started" link goes (src/web/lib/links.ts). */
export const SIGN_UP_PATH = "/auth?tab=signup";

/** A 375 × 812 touch phone (Chromium with mobile emulation). */
export const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true } as const;
export const DESKTOP = { viewport: { width: 1440, height: 900 } } as const;

/**
 * The e2e server's role accounts (playwright.config.ts): a plain admin, an admin also in
 * VISUALS_ADMIN_EMAILS, and an account in VISUALS_ADMIN_EMAILS alone.
 */
export const ADMIN_ACCOUNTS = {
  admin: { email: "admin@e2e.test", username: "e2eadmin" },
  visuals: { email: "visuals@e2e.test", username: "e2evisuals" },
  studio: { email: "studio@e2e.test", username: "e2estudio" },
} as const;

/** An admin account, registered on first use and signed in on `request`. */
async function ensureAdmin(
  request: APIRequestContext,
  account: { email: string; username: string } = ADMIN_ACCOUNTS.admin,
): Promise<Person> {
  const admin = newPerson(account);
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

/** An admin account (the plain admin unless `account` says otherwise), signed in through the form on `page`. */
export async function signInAdmin(
  page: Page,
  request: APIRequestContext,
  account?: { email: string; username: string },
): Promise<Person> {
  const admin = await ensureAdmin(request, account);
  await signInThroughForm(page, admin);
  return admin;
}

export type PlaywrightRequest = {
  request: {
    newContext(options: {
      baseURL: string;
      extraHTTPHeaders: Record<string, string>;
    }): Promise<APIRequestContext>;
  };
};

// One admin session per worker: signing the admin in for every test would hit the per-account
// sign-in limit, as it would for a real person signing in dozens of times in a quarter hour.
let adminSession: Promise<APIRequestContext> | undefined;

/** The worker's signed-in admin API client. */
export function adminApi(playwright: PlaywrightRequest): Promise<APIRequestContext> {
  adminSession ??= (async () => {
    const admin = await playwright.request.newContext({
      baseURL: APP_ORIGIN,
      extraHTTPHeaders: { "x-forwarded-for": "10.78.0.1", origin: APP_ORIGIN },
    });
    await ensureAdmin(admin);
    return admin;
  })();
  return adminSession;
}

/** Makes an account premium through the admin API, from the worker's admin session. */
export async function makePremium(playwright: PlaywrightRequest, email: string) {
  const response = await (await adminApi(playwright)).post("/api/admin/subscription/activate", {
    data: { email },
  });
  expect(response.status()).toBe(200);
}

const BRUSSELS_BIRTH = {
  birthDate: "1990-03-14",
  birthTime: "08:30",
  birthTimeKnown: true,
  birthPlace: "Brussels, Brussels Capital, Belgium",
  birthLatitude: 50.85045,
  birthLongitude: 4.34878,
  timezone: "Europe/Brussels",
};

/** A premium member with a birth chart, signed in on `page` (and looking at `path` when given). */
export async function signInPremiumMember(
  page: Page,
  request: APIRequestContext,
  playwright: PlaywrightRequest,
  path?: string,
) {
  const person = await createUserWithChart(request);
  await makePremium(playwright, person.email);
  await signInThroughForm(page, person);
  if (path) await page.goto(path);
  return person;
}

/** A verified user with birth data saved, signed in on `request`. */
export async function createUserWithChart(request: APIRequestContext, person = newPerson()): Promise<Person> {
  await createVerifiedUser(request, person);
  expect(
    (await request.post("/api/login", { data: { email: person.email, password: person.password } })).status(),
  ).toBe(200);
  expect((await request.post("/api/birth-info", { data: BRUSSELS_BIRTH })).status()).toBe(200);
  return person;
}

/** A verified member without birth data yet, signed in through the form on `page`. */
export async function signInNew(
  page: Page,
  request: APIRequestContext,
  person = newPerson(),
): Promise<Person> {
  await createVerifiedUser(request, person);
  await signInThroughForm(page, person);
  return person;
}

/** A verified member with a chart, signed in through the form on `page`. */
export async function signInWithChart(page: Page, request: APIRequestContext): Promise<Person> {
  const person = await createUserWithChart(request);
  await signInThroughForm(page, person);
  return person;
}

/** A verified member without birth data yet, signed in through the form on `page`, looking at `path`. */
export async function openSignedIn(page: Page, request: APIRequestContext, path: string) {
  const person = await signInNew(page, request);
  await page.goto(path);
  return person;
}

/** A verified member with a chart, signed in through the form on `page`, looking at `path`. */
export async function openWithChart(page: Page, request: APIRequestContext, path: string) {
  const person = await signInWithChart(page, request);
  await page.goto(path);
  return person;
}

/**
 * Serious and critical axe violations on the page as it is now, one line per rule. `targetSize`
 * adds the WCAG 2.2 target-size rule, which axe leaves off by default.
 */
export async function seriousViolations(
  page: Page,
  { targetSize = false }: { targetSize?: boolean } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (targetSize) builder.options({ rules: { "target-size": { enabled: true } } });
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Where the page's service worker stands, for a failure message. */
function workerState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const state = (worker: ServiceWorker | null | undefined) => worker?.state ?? "none";
    return registration
      ? `installing ${state(registration.installing)}, waiting ${state(registration.waiting)}, active ${state(registration.active)}, controller ${navigator.serviceWorker.controller ? "yes" : "no"}`
      : "no registration";
  });
}

/**
 * Waits until the app's worker is active and controls the page (it claims open pages on
 * activation), and gives its script's address. On two busy cores a first install has stalled
 * for the whole test (CI run of stop 35: no controller in 90 s), so each try is bounded and the
 * next one reloads the page, as a person would, which registers the worker again.
 */
export async function controlledByWorker(page: Page): Promise<string> {
  const states: string[] = [];
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    const controlled = await page.evaluate(
      (ms) =>
        Promise.race([
          navigator.serviceWorker.ready.then(
            () =>
              navigator.serviceWorker.controller !== null ||
              new Promise<boolean>((resolve) =>
                navigator.serviceWorker.addEventListener("controllerchange", () => resolve(true), {
                  once: true,
                }),
              ),
          ),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
        ]),
      20_000,
    );
    if (controlled) {
      return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? "");
    }
    states.push(`try ${attempt}: ${await workerState(page)}`);
    // A retry adds its own time to the test's limit rather than eating the journey's.
    test.info().setTimeout(test.info().timeout + 30_000);
    await page.reload();
  }
  throw new Error(`the service worker never controlled the page (${states.join("; ")})`);
}
