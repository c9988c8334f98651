import { readFileSync } from "node:fs";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { serviceWorkerSource } from "../../../scripts/sw-version-plugin.ts";
import { CLIENT_ROUTE_PATHS, PROTECTED_PATHS } from "../app.tsx";
import { hasUpdateWaiting, sessionMessage } from "./service-worker.ts";

const ORIGIN = "https://app.test";

/** A Cache Storage in memory, keyed by URL, enough for the worker's calls. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const key = (request: Request | string) =>
    new URL(typeof request === "string" ? request : request.url, ORIGIN).href;
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name) as Map<string, Response>;
    return {
      match: async (request: Request | string) => store.get(key(request))?.clone(),
      put: async (request: Request | string, response: Response) => void store.set(key(request), response),
      delete: async (request: Request | string) => store.delete(key(request)),
      keys: async () => [...store.keys()].map((url) => new Request(url)),
    };
  };
  return {
    stores,
    api: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
    },
  };
}

type Handler = (event: unknown) => void;

/** Runs public/sw.js as a browser would, with a fake network and cache; returns its handlers. */
function loadWorker(
  network: (request: Request) => Promise<Response>,
  clock: { now: number } = { now: Date.now() },
) {
  const handlers = new Map<string, Handler>();
  const caches = memoryCaches();
  const context = vm.createContext({
    self: {
      addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
      location: { origin: ORIGIN },
      clients: { claim: async () => {} },
      skipWaiting: () => {},
    },
    caches: caches.api,
    fetch: async (input: Request | string) =>
      network(new Request(new URL(typeof input === "string" ? input : input.url, ORIGIN))),
    Request,
    Response,
    Headers,
    URL,
    // The worker's clock, which the tests move.
    Date: { now: () => clock.now },
  });
  vm.runInContext(
    serviceWorkerSource(readFileSync(new URL("../public/sw.js", import.meta.url), "utf8"), "__BUILD_ID__"),
    context,
  );
  const fn = context as unknown as {
    classifyRequest: (pathname: string, mode: string) => string | null;
    isSignedInPage: (pathname: string) => boolean;
    personalCacheName: (userId: unknown) => string | null;
    assetUrls: (html: string) => string[];
  };

  /** Dispatches a fetch event; resolves with the worker's answer, or null when it lets it pass. */
  async function fetchThrough(path: string, mode: RequestMode = "cors"): Promise<Response | null> {
    let answer: Promise<Response> | null = null;
    const request = { url: `${ORIGIN}${path}`, method: "GET", mode };
    handlers.get("fetch")?.({ request, respondWith: (response: Promise<Response>) => (answer = response) });
    return answer;
  }
  async function message(data: unknown) {
    let done: Promise<unknown> = Promise.resolve();
    handlers.get("message")?.({ data, waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  }
  return { fn, fetchThrough, message, caches };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the app's messages to the worker", () => {
  it("names the signed-in user, or null on sign-out", () => {
    expect(sessionMessage(7)).toEqual({ type: "SESSION", userId: 7 });
    expect(sessionMessage(null)).toEqual({ type: "SESSION", userId: null });
  });

  it("offers an update only when a new worker waits behind one that controls the page", () => {
    const worker = {} as ServiceWorker;
    expect(hasUpdateWaiting({ waiting: worker }, worker)).toBe(true);
    expect(hasUpdateWaiting({ waiting: worker }, null)).toBe(false);
    expect(hasUpdateWaiting({ waiting: null }, worker)).toBe(false);
  });
});

describe("sw.js", () => {
  const { fn } = loadWorker(async () => new Response("unused"));

  it("handles navigations, hashed assets and the offline-readable answers, and nothing else", () => {
    expect(fn.classifyRequest("/today", "navigate")).toBe("navigation");
    expect(fn.classifyRequest("/assets/index-abc123.js", "no-cors")).toBe("asset");
    expect(fn.classifyRequest("/api/horoscope/today", "cors")).toBe("personal");
    expect(fn.classifyRequest("/api/birth-chart", "cors")).toBe("personal");
    expect(fn.classifyRequest("/api/user", "cors")).toBe("personal");
    // Everything else with personal data passes through, never stored.
    expect(fn.classifyRequest("/api/transits", "cors")).toBeNull();
    expect(fn.classifyRequest("/api/user/export", "cors")).toBeNull();
    // Links into the API (e-mail verification) are navigations the worker must not answer.
    expect(fn.classifyRequest("/api/verify-email", "navigate")).toBeNull();
    expect(fn.classifyRequest("/favicon.svg", "no-cors")).toBeNull();
  });

  it("names personal caches by numeric user id only", () => {
    expect(fn.personalCacheName(42)).toBe("zf-personal-42");
    expect(fn.personalCacheName(null)).toBeNull();
    expect(fn.personalCacheName(Number.NaN)).toBeNull();
    expect(fn.personalCacheName("42")).toBeNull();
  });

  it("finds the hashed files a document loads, once each", () => {
    const html = `<script type="module" src="/assets/index-a1.js"></script>
      <link rel="modulepreload" href="/assets/vendor-b2.js"><link rel="stylesheet" href="/assets/index-c3.css">
      <link rel="icon" href="/favicon.svg"><script src="/assets/index-a1.js"></script>`;
    expect(fn.assetUrls(html)).toEqual([
      "/assets/index-a1.js",
      "/assets/vendor-b2.js",
      "/assets/index-c3.css",
    ]);
  });
});

describe("sw.js personal copies", () => {
  function worker() {
    let online = true;
    let userId = 1;
    const clock = { now: Date.parse("2026-11-01T08:00:00Z") };
    const loaded = loadWorker(async (request) => {
      if (!online) throw new TypeError("Failed to fetch");
      const path = new URL(request.url).pathname;
      if (path === "/api/user") {
        return userId
          ? json({
              id: userId,
              firstName: "Stella",
              email: "stella@example.com",
              pendingEmail: "new@example.com",
              lastLoginIp: "203.0.113.9",
              birthDate: "1990-03-14",
            })
          : json({ message: "no" }, 401);
      }
      return json({ reading: `for ${userId}` });
    }, clock);
    return {
      ...loaded,
      clock,
      goOnline: () => (online = true),
      goOffline: () => (online = false),
      signInAs: (id: number) => (userId = id),
      /** What the install step stores for navigations: the app's shell and the offline page. */
      installShell: () =>
        loaded.caches.api
          .open("zf-static-__BUILD_ID__")
          .then((cache) =>
            Promise.all([
              cache.put("/__zf/shell", new Response("shell")),
              cache.put("/offline.html", new Response("offline")),
            ]),
          ),
      personalCaches: () =>
        [...loaded.caches.stores.keys()].filter((name) => name.startsWith("zf-personal-")),
    };
  }

  it("keeps today's horoscope for the signed-in user and answers it when the network fails", async () => {
    const w = worker();
    await w.message(sessionMessage(1));
    await w.fetchThrough("/api/horoscope/today?roastMode=false");
    w.goOffline();
    const offline = await w.fetchThrough("/api/horoscope/today?roastMode=false");
    expect(await offline?.json()).toEqual({ reading: "for 1" });
    // Another question is not answered from a copy of a different one.
    await expect(w.fetchThrough("/api/horoscope/today?roastMode=true")).rejects.toThrow("Failed to fetch");
  });

  it("stores nothing personal before it knows who is signed in", async () => {
    const w = worker();
    await w.fetchThrough("/api/horoscope/today");
    expect(w.personalCaches()).toEqual([]);
  });

  it("deletes every copy on sign-out and on a 401", async () => {
    const w = worker();
    await w.message(sessionMessage(1));
    await w.fetchThrough("/api/birth-chart");
    expect(w.personalCaches()).toEqual(["zf-personal-1"]);
    await w.message(sessionMessage(null));
    expect(w.personalCaches()).toEqual([]);

    await w.message(sessionMessage(1));
    await w.fetchThrough("/api/birth-chart");
    w.signInAs(0);
    expect((await w.fetchThrough("/api/user"))?.status).toBe(401);
    expect(w.personalCaches()).toEqual([]);
  });

  it("drops the previous user's copies when /api/user answers for someone else", async () => {
    const w = worker();
    await w.message(sessionMessage(1));
    await w.fetchThrough("/api/birth-chart");
    w.signInAs(2);
    await w.fetchThrough("/api/user");
    expect(w.personalCaches()).toEqual(["zf-personal-2"]);
    w.goOffline();
    await expect(w.fetchThrough("/api/birth-chart")).rejects.toThrow("Failed to fetch");
  });

  it("keeps no e-mail address in the offline copy of /api/user, while the page itself gets the whole answer", async () => {
    const w = worker();
    const online = await w.fetchThrough("/api/user");
    expect(await online?.json()).toMatchObject({ email: "stella@example.com" });
    w.goOffline();
    const copy = await (await w.fetchThrough("/api/user"))?.json();
    expect(copy).toEqual({
      id: 1,
      firstName: "Stella",
      email: "",
      pendingEmail: null,
      lastLoginIp: null,
      birthDate: "1990-03-14",
    });
    const stored = await Promise.all(
      [...(w.caches.stores.get("zf-personal-1")?.values() ?? [])].map((response) => response.clone().text()),
    );
    expect(stored.join("\n")).not.toMatch(/@example\.com|203\.0\.113/);
  });

  it("uses a copy for 7 days and then drops it, offline pages included", async () => {
    const w = worker();
    await w.fetchThrough("/api/user");
    await w.fetchThrough("/api/horoscope/today");
    w.goOffline();
    w.clock.now += 7 * 24 * 60 * 60 * 1000 - 60_000;
    expect(await (await w.fetchThrough("/api/horoscope/today"))?.json()).toEqual({ reading: "for 1" });
    w.clock.now += 60_000;
    await expect(w.fetchThrough("/api/horoscope/today")).rejects.toThrow("Failed to fetch");
    await expect(w.fetchThrough("/api/user")).rejects.toThrow("Failed to fetch");
    expect([...(w.caches.stores.get("zf-personal-1")?.keys() ?? [])]).toEqual([]);
    // Without a fresh copy of who is signed in, Today offline is the offline page, not the app.
    await w.installShell();
    expect(await (await w.fetchThrough("/today", "navigate"))?.text()).toBe("offline");
  });

  it("answers Today offline from the shell while the copy of who is signed in is fresh", async () => {
    const w = worker();
    await w.fetchThrough("/api/user");
    await w.installShell();
    w.goOffline();
    expect(await (await w.fetchThrough("/today", "navigate"))?.text()).toBe("shell");
  });

  it("opens every signed-in page offline from the shell, and no public page", async () => {
    const { fn } = loadWorker(async () => new Response("unused"));
    for (const path of PROTECTED_PATHS) {
      expect(fn.isSignedInPage(path.replace(":sessionId", "cs_1")), path).toBe(true);
    }
    for (const path of CLIENT_ROUTE_PATHS.filter((path) => !PROTECTED_PATHS.includes(path))) {
      expect(fn.isSignedInPage(path), path).toBe(false);
    }
    const w = worker();
    await w.fetchThrough("/api/user");
    await w.installShell();
    w.goOffline();
    expect(await (await w.fetchThrough("/compatibility", "navigate"))?.text()).toBe("shell");
    expect(await (await w.fetchThrough("/about", "navigate"))?.text()).toBe("offline");
  });
});
