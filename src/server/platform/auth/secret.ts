import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "#server/config";

/**
 * The key for hashing session and e-mail tokens: SESSION_SECRET, or one generated once and kept in
 * DATA_DIR/secret (docs/architecture.md#configuration-and-modes). Processes sharing a PostgreSQL database must share SESSION_SECRET.
 */
export function loadOrCreateSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(path.resolve(config.dataDir), "secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}
