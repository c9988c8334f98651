import { execFileSync } from "node:child_process";
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPushSender, loadOrCreateVapidKeys } from "#server/platform/push";
import { findDelivery } from "#server/repositories/deliveries";
import { pushSubscriptionsOf } from "#server/repositories/push";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { BRUSSELS_BIRTH, insertUser, sessionCookieFor } from "#server/test-support/users";
import { runPushTick } from "./push.service.ts";

/**
 * Issue 30 §2: a push service of our own on a loopback port receives what the real adapter sends
 * through `web-push`. The test decrypts the aes128gcm body (RFC 8291 over RFC 8188) with the
 * browser's side of the keys, using node:crypto only, and checks the VAPID signature (RFC 8292).
 * A push service answering 410 makes the server forget that subscription.
 */

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let t: TestApp;
let server: https.Server;
let origin: string;
let cert: string;
const received: Received[] = [];

// 07:10 in Brussels (UTC+1 in November): ten minutes after the default digest hour.
const NOW = new Date("2026-11-24T06:10:00Z");

beforeAll(async () => {
  // A throw-away certificate for 127.0.0.1: web-push speaks https only, as real push services do.
  const dir = mkdtempSync(path.join(os.tmpdir(), "zf-push-tls-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      keyFile,
      "-out",
      certFile,
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  cert = readFileSync(certFile, "utf8");
  server = https.createServer({ key: readFileSync(keyFile), cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      // Like a push service: 201 Created, or 410 Gone for a subscription the browser dropped.
      response.writeHead(request.url?.startsWith("/gone/") ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  t = await createTestApp({ now: NOW });
  // The real adapter with the app's own VAPID keys; the agent only trusts the loopback certificate.
  t.ctx.push = createPushSender({
    keys: loadOrCreateVapidKeys(t.config),
    agent: new https.Agent({ ca: cert }),
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** A browser's side of a subscription: its ECDH key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    p256dh: ecdh.getPublicKey().toString("base64url"),
    authText: auth.toString("base64url"),
  };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/** RFC 8291 §3.4 and RFC 8188 §2: decrypts an aes128gcm push body with the browser's keys. */
function decryptPush(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  expect(idLength).toBe(65); // the keyid is the application server's uncompressed P-256 key
  expect(ciphertext.length).toBeLessThanOrEqual(recordSize); // one record

  const ecdhSecret = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = hkdf(keys.auth, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);

  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString("utf8");
}

/** RFC 8292: `vapid t=<JWT signed ES256>, k=<public key>`; returns the verified claims. */
function verifyVapid(header: string, expectedKey: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  expect(match, header).not.toBeNull();
  const [, jwt = "", k = ""] = match ?? [];
  expect(k).toBe(expectedKey);
  const [head = "", claims = "", signature = ""] = jwt.split(".");
  expect(JSON.parse(Buffer.from(head, "base64url").toString())).toMatchObject({ alg: "ES256" });
  const point = Buffer.from(k, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  expect(signed).toBe(true);
  return JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud: string; exp: number; sub: string };
}

describe("web push to a loopback push service", () => {
  it("sends the Today push encrypted to the subscription's keys, signed with our VAPID key", async () => {
    const user = await insertUser(t.ctx.db, { ...BRUSSELS_BIRTH, timezone: "Europe/Brussels" });
    const cookie = await sessionCookieFor(t.ctx.db, t.ctx.secret, user.id, NOW);
    const keys = browserKeys();
    const key = (await t.app.inject({ method: "GET", url: "/api/push/key" })).json() as { publicKey: string };
    expect(key.publicKey).toBe(t.ctx.push.publicKey);

    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/push/subscription",
      headers: { cookie },
      payload: {
        subscription: {
          endpoint: `${origin}/push/device-1`,
          keys: { p256dh: keys.p256dh, auth: keys.authText },
        },
        pushToday: true,
        pushExact: false,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ pushToday: true, devices: 1 });

    received.length = 0;
    await runPushTick(t.ctx);
    const mine = received.filter((r) => r.path === "/push/device-1");
    expect(mine).toHaveLength(1);
    const [request] = mine;
    if (!request) throw new Error("nothing received");
    expect(request.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);

    const payload = JSON.parse(decryptPush(request.body, keys));
    expect(payload).toMatchObject({ url: "/today", tag: "today-2026-11-24" });
    expect(payload.title).toMatch(/^Today: \S.{5,}/);

    const claims = verifyVapid(String(request.headers.authorization), key.publicKey);
    expect(claims.aud).toBe(origin);
    expect(claims.sub).toBe(t.config.vapid.subject);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());

    const delivery = await findDelivery(t.ctx.db, {
      userId: user.id,
      channel: "push-today",
      key: "2026-11-24",
    });
    expect(delivery?.sentAt).not.toBeNull();
    // Claimed: another tick the same day sends nothing more.
    received.length = 0;
    await runPushTick(t.ctx);
    expect(received.filter((r) => r.path === "/push/device-1")).toHaveLength(0);
  });

  it("forgets a subscription whose push service answers 410, and keeps the one that works", async () => {
    const user = await insertUser(t.ctx.db, { ...BRUSSELS_BIRTH, timezone: "Europe/Brussels" });
    const cookie = await sessionCookieFor(t.ctx.db, t.ctx.secret, user.id, NOW);
    for (const endpoint of [`${origin}/gone/device-2`, `${origin}/push/device-3`]) {
      const keys = browserKeys();
      const response = await t.app.inject({
        method: "PUT",
        url: "/api/push/subscription",
        headers: { cookie },
        payload: {
          subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.authText } },
          pushToday: true,
          pushExact: false,
        },
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await pushSubscriptionsOf(t.ctx.db, user.id)).toHaveLength(2);

    received.length = 0;
    await runPushTick(t.ctx);
    expect(received.map((r) => r.path).sort()).toEqual(["/gone/device-2", "/push/device-3"]);
    const left = await pushSubscriptionsOf(t.ctx.db, user.id);
    expect(left.map((s) => s.endpoint)).toEqual([`${origin}/push/device-3`]);
  });
});
