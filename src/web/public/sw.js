/*
 * The service worker of the installable app (docs/decisions/019-pwa.md). Plain JS; the build
 * writes its BUILD_ID and the offline lists of the endpoint registry (scripts/sw-version-plugin.ts,
 * src/contracts/endpoints.ts), so every deploy is a new worker and the app offers "A new version
 * is available".
 *
 * What it keeps:
 * - the static cache (one per build): the app shell, its hashed /assets/* (cache-first, their names
 *   change with their content), the offline page, the icons and the manifest;
 * - one personal cache per signed-in user, holding only the few answers needed to read today's
 *   horoscope and the birth chart offline (network-first; the copy is used only when the network
 *   fails). It is deleted on sign-out, when the server answers 401, and when another user signs in
 *   (the app also says "nobody" when it starts online and finds no session). A copy older than
 *   7 days is never used and is deleted when found; the copy of /api/user keeps no e-mail address.
 * Every other API answer passes through untouched and is never stored.
 */
const BUILD_ID = "__BUILD_ID__";
const STATIC_CACHE = `zf-static-${BUILD_ID}`;
const PERSONAL_PREFIX = "zf-personal-";
const META_CACHE = "zf-meta";
const SESSION_KEY = "/__zf/session";
const SHELL_KEY = "/__zf/shell";
const OFFLINE_URL = "/offline.html";
// Whatever the server sends for a signed-in route is the app shell (the SPA's index.html).
const SHELL_SOURCE = "/dashboard";
const PRECACHE = [OFFLINE_URL, "/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png"];
/**
 * The endpoints' offline policies (src/contracts/endpoints.ts), written in by the build:
 * `personal` lists the GET answers kept for offline reading; `session` is the one of them that
 * says who is signed in (the current user, which no page renders without).
 */
const OFFLINE = __OFFLINE_POLICY__;
const PERSONAL_PATHS = OFFLINE.personal;
const SESSION_PATH = OFFLINE.session;
/** How long a personal copy may stand in for the network; older, it is dropped (ADR 019, issue 26). */
const PERSONAL_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** The header a personal copy carries with the time (ms) it was stored. */
const STORED_AT = "x-zf-stored-at";
/**
 * The signed-in pages (PROTECTED in src/web/app.tsx). Offline, for someone with a fresh copy of
 * /api/user, each opens from the cached shell: the app's header, tab bar and logo around the page,
 * which is readable where its answers are kept (Today, the birth chart) and otherwise says "You're
 * offline; this page needs the network." (components/layout/protected-route.tsx, issue 29).
 */
const SIGNED_IN_PAGES = [
  "/dashboard",
  "/today",
  "/birth-chart",
  "/transit-radar",
  "/moon",
  "/compatibility",
  "/cosmic-quotes",
  "/ask-oracle",
  "/throwback",
  "/personality-analysis",
  "/subscription",
  "/settings",
  "/admin",
  "/admin/visuals",
];

function isSignedInPage(pathname) {
  return SIGNED_IN_PAGES.includes(pathname) || pathname.startsWith("/checkout/");
}

/** What the worker does with a GET of this path: "navigation", "asset", "personal", or null (nothing). */
function classifyRequest(pathname, mode) {
  if (pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/dev/")) {
    return mode !== "navigate" && PERSONAL_PATHS.includes(pathname) ? "personal" : null;
  }
  if (mode === "navigate") return "navigation";
  if (pathname.startsWith("/assets/")) return "asset";
  return null;
}

/** The personal cache's name for a user id (a number from /api/user), or null without a user. */
function personalCacheName(userId) {
  return typeof userId === "number" && Number.isSafeInteger(userId) ? `${PERSONAL_PREFIX}${userId}` : null;
}

/** The hashed files an HTML document loads (scripts, stylesheets, module preloads). */
function assetUrls(html) {
  return [...new Set(Array.from(html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g), (match) => match[1]))];
}

async function currentPersonalCache() {
  const meta = await caches.open(META_CACHE);
  const session = await meta.match(SESSION_KEY);
  return session ? personalCacheName(Number(await session.text())) : null;
}

/** Records who is signed in and deletes every other user's personal cache; null signs out. */
async function setSession(userId) {
  const keep = personalCacheName(userId);
  const meta = await caches.open(META_CACHE);
  if (keep) await meta.put(SESSION_KEY, new Response(String(userId)));
  else await meta.delete(SESSION_KEY);
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(PERSONAL_PREFIX) && name !== keep)
      .map((name) => caches.delete(name)),
  );
}

/**
 * The copy of an answer kept offline: stamped with the time it was stored and, for /api/user,
 * without the e-mail addresses (and the last sign-in IP): nothing offline needs them, and a copy
 * on a shared or lost device should not hand them out. The fields stay, empty, so the app's
 * schema still reads the copy.
 */
async function offlineCopy(response, pathname) {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, String(Date.now()));
  // The body below is decoded text of a new length.
  headers.delete("content-length");
  headers.delete("content-encoding");
  let body = await response.clone().text();
  if (pathname === SESSION_PATH) {
    const user = JSON.parse(body);
    body = JSON.stringify({ ...user, email: "", pendingEmail: null, lastLoginIp: null });
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** A stored copy younger than the limit; one without a stamp counts as expired. */
function isFresh(copy) {
  const storedAt = Number(copy.headers.get(STORED_AT));
  return Number.isFinite(storedAt) && storedAt > 0 && Date.now() - storedAt < PERSONAL_MAX_AGE_MS;
}

/** The signed-in user's fresh copy of `request`, or undefined; an expired copy is deleted on sight. */
async function freshCopy(cacheName, request) {
  if (!cacheName) return undefined;
  const cache = await caches.open(cacheName);
  const copy = await cache.match(request);
  if (!copy) return undefined;
  if (isFresh(copy)) return copy;
  await cache.delete(request);
  return undefined;
}

async function precache() {
  const cache = await caches.open(STATIC_CACHE);
  await cache.addAll(PRECACHE);
  const shell = await fetch(SHELL_SOURCE, { credentials: "omit" });
  if (!shell.ok) return;
  await cache.put(SHELL_KEY, shell.clone());
  await cache.addAll(assetUrls(await shell.text()));
}

async function cacheFirst(request) {
  const cache = await caches.open(STATIC_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function navigate(request, pathname) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(STATIC_CACHE);
    if (isSignedInPage(pathname) && (await freshCopy(await currentPersonalCache(), SESSION_PATH))) {
      const shell = await cache.match(SHELL_KEY);
      if (shell) return shell;
    }
    const offline = await cache.match(OFFLINE_URL);
    if (offline) return offline;
    throw error;
  }
}

async function personal(request, pathname) {
  const cacheName = await currentPersonalCache();
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const cached = await freshCopy(cacheName, request);
    if (cached) return cached;
    throw error;
  }
  if (response.status === 401) {
    await setSession(null);
  } else if (response.ok && pathname === SESSION_PATH) {
    // The answer says who is signed in: a different user than the recorded one starts afresh.
    const user = await response.clone().json();
    const name = personalCacheName(user?.id);
    if (name !== cacheName) await setSession(user?.id ?? null);
    if (name) await (await caches.open(name)).put(request, await offlineCopy(response, pathname));
  } else if (response.ok && cacheName) {
    await (await caches.open(cacheName)).put(request, await offlineCopy(response, pathname));
  }
  return response;
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith("zf-static-") && name !== STATIC_CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const message = event.data ?? {};
  if (message.type === "SKIP_WAITING") self.skipWaiting();
  if (message.type === "SESSION") event.waitUntil(setSession(message.userId ?? null));
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const kind = classifyRequest(url.pathname, request.mode);
  if (kind === "navigation") event.respondWith(navigate(request, url.pathname));
  else if (kind === "asset") event.respondWith(cacheFirst(request));
  else if (kind === "personal") event.respondWith(personal(request, url.pathname));
});

/*
 * Web push (issue 30 §2, docs/decisions/035-web-push.md). The server sends JSON
 * { title, body, tag, url } encrypted to this browser's subscription; a push always shows a
 * notification (userVisibleOnly). A tap focuses a window of the app already open on that page, or
 * another of its windows moved there, or opens one.
 */
const PUSH_FALLBACK = { title: "Zero Fluff, All Astrology", body: "", tag: "zf", url: "/today" };
/** Only the app's own pages are opened from a notification. */
const PUSH_PAGES = ["/today", "/transit-radar", "/settings", "/dashboard"];

/** The notification of a push's data; anything unreadable still shows the app's name and opens Today. */
function pushNotification(data) {
  let message = {};
  try {
    message = data ? data.json() : {};
  } catch {
    message = { body: data ? data.text() : "" };
  }
  const url =
    typeof message.url === "string" &&
    PUSH_PAGES.includes(new URL(message.url, self.location.origin).pathname)
      ? new URL(message.url, self.location.origin).pathname
      : PUSH_FALLBACK.url;
  return {
    title: typeof message.title === "string" && message.title ? message.title : PUSH_FALLBACK.title,
    options: {
      body: typeof message.body === "string" ? message.body : PUSH_FALLBACK.body,
      tag: typeof message.tag === "string" && message.tag ? message.tag : PUSH_FALLBACK.tag,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url },
    },
  };
}

self.addEventListener("push", (event) => {
  const { title, options } = pushNotification(event.data);
  event.waitUntil(self.registration.showNotification(title, options));
});

async function openFromNotification(path) {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const same = windows.find((client) => client.url === target);
  if (same) return same.focus();
  const ours = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (ours && "navigate" in ours) {
    const moved = await ours.navigate(target).catch(() => null);
    if (moved) return moved.focus();
  }
  return self.clients.openWindow(target);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = event.notification.data?.url ?? PUSH_FALLBACK.url;
  event.waitUntil(openFromNotification(path));
});
