import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";

/**
 * A migrated PGlite data directory, packed once by the build (scripts/build.mjs) next to the server
 * bundle: dist/server/db/pglite-template.tar.gz and its SHA-256 in `.sha256`. A first start on an
 * empty DATA_DIR unpacks it instead of running initdb and every migration, a few seconds less
 * (bench/RESULTS.md, start-up); migrations newer than it still run when the database opens. From
 * src/ (tsx, tests) there is none, and the first start creates the database as before.
 */
export const bundledTemplate = fileURLToPath(new URL("./pglite-template.tar.gz", import.meta.url));

export const checksumOf = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

/**
 * Makes `dataDir` from the template when there is one and it is whole. False when there is none or
 * it cannot be used; the caller then creates the database from scratch (initdb), as without one.
 * The files go to a sibling directory first, `check` opens them there (it throws unless the
 * database opens and holds every migration), and only then does that directory become `dataDir`:
 * a template cut short, even one whose checksum matches, or a start cut off halfway, never leaves a
 * half database where the next start would find it (ADR 025).
 */
export function dataDirFromTemplate(
  dataDir: string,
  template: string,
  check: (directory: string) => void,
): boolean {
  if (!existsSync(template) || !existsSync(`${template}.sha256`)) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  const packed = readFileSync(template);
  if (checksumOf(packed) !== readFileSync(`${template}.sha256`, "utf8").trim()) {
    process.emitWarning(`${template} does not match its checksum; creating the database from scratch`);
    return false;
  }
  const partial = `${dataDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  try {
    extractTar(gunzipSync(packed), partial);
    check(partial);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    process.emitWarning(
      `${template} could not be used (${(error as Error).message.split("\n")[0]}); creating the database from scratch`,
    );
    return false;
  }
  moveIntoPlace(partial, dataDir);
  return true;
}

/** Makes the complete directory `from` the data directory `dataDir` (an empty one, if any, goes). */
export function moveIntoPlace(from: string, dataDir: string): void {
  try {
    rmSync(dataDir, { recursive: true, force: true });
    renameSync(from, dataDir);
  } catch (error) {
    rmSync(from, { recursive: true, force: true });
    throw error;
  }
}

const BLOCK = 512;

/** The files and directories of a tar archive (ustar, as PGlite's dumps are) written under `into`. */
export function extractTar(tar: Uint8Array, into: string): void {
  const root = path.resolve(into);
  mkdirSync(root, { recursive: true });
  for (let offset = 0; offset + BLOCK <= tar.length; ) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break; // the end-of-archive blocks
    const text = (start: number, length: number) =>
      Buffer.from(header.subarray(start, start + length))
        .toString("utf8")
        .replace(/\0.*$/s, "");
    const prefix = text(257, 6) === "ustar" ? text(345, 155) : "";
    const name = path.posix.join(prefix, text(0, 100)).replace(/^\/+/, "");
    const size = Number.parseInt(text(124, 12).trim() || "0", 8);
    const type = text(156, 1) || "0";
    const target = path.resolve(root, name);
    if (target !== root && !target.startsWith(`${root}${path.sep}`)) {
      throw new Error(`The archive names a path outside its directory: ${name}`);
    }
    offset += BLOCK;
    if (type === "5") {
      mkdirSync(target, { recursive: true });
    } else if (type === "0") {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, tar.subarray(offset, offset + size));
    } else {
      throw new Error(`Unexpected entry of type ${type} in the archive: ${name}`);
    }
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
}
