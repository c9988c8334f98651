import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gunzipSync, gzipSync } from "node:zlib";

/**
 * The built-in gazetteer's precomputed index (`places.bin`, written by `scripts/build-gazetteer.ts`):
 * every place's display parts, coordinates, population and IANA zone, plus the sorted search keys.
 * Computing the zones needs the zone-boundary polygons (geo-tz, ~1.4 GB while it runs), so that is
 * done once at build time and the server only reads packed arrays (~15 MB in memory).
 *
 * File: one ASCII line `ZFGAZ <version> <sha256 of the body, hex> <body bytes>\n`, then the body:
 * gzip of [u32 layout length][layout JSON][sections, each 4-byte aligned]. Numbers little-endian.
 */

export const INDEX_FILE = fileURLToPath(new URL("./places.bin", import.meta.url));
const REBUILD_COMMAND = "npx tsx scripts/build-gazetteer.ts";
const MAGIC = "ZFGAZ";
const VERSION = 1;
/** Coordinates are stored as integers of 1e-5 degree, the precision of the source data. */
export const COORDINATE_SCALE = 1e5;

export interface GazetteerIndex {
  count: number;
  /** Lookup tables the per-place arrays point into. */
  zones: string[];
  regions: string[]; // index 0: no region
  countries: string[]; // ISO 3166 codes
  /** Place names, "\n"-joined, and where each starts (count + 1 entries). */
  namesText: string;
  nameStarts: Uint32Array;
  zone: Uint16Array;
  region: Uint16Array;
  country: Uint16Array;
  latitude: Int32Array; // × COORDINATE_SCALE
  longitude: Int32Array;
  population: Uint32Array;
  /** Normalised whole names and name tails (from the second word on), each sorted, with their place. */
  fullNames: KeyList;
  words: KeyList;
}

export interface KeyList {
  text: string; // keys "\n"-joined, in sorted order
  starts: Uint32Array; // length + 1 entries
  place: Uint32Array;
}

export class GazetteerIndexError extends Error {
  constructor(file: string, problem: string) {
    super(`The place search index ${file} is unusable (${problem}). Rebuild it with \`${REBUILD_COMMAND}\`.`);
    this.name = "GazetteerIndexError";
  }
}

type NumberSection = "zone" | "region" | "country" | "latitude" | "longitude" | "population";
const NUMBER_SECTIONS: Record<NumberSection, "u16" | "i32" | "u32"> = {
  zone: "u16",
  region: "u16",
  country: "u16",
  latitude: "i32",
  longitude: "i32",
  population: "u32",
};

interface Layout {
  count: number;
  zones: string[];
  regions: string[];
  countries: string[];
  sections: Record<string, { offset: number; bytes: number }>;
}

/** Packs an index into the file format (used by the build script and the tests). */
export function encodeGazetteerIndex(index: GazetteerIndex): Buffer {
  const parts: { name: string; data: Uint8Array }[] = [];
  const text = (name: string, value: string) => parts.push({ name, data: Buffer.from(value, "utf8") });
  const array = (name: string, value: ArrayBufferView) =>
    parts.push({ name, data: new Uint8Array(value.buffer, value.byteOffset, value.byteLength) });
  text("namesText", index.namesText);
  for (const name of Object.keys(NUMBER_SECTIONS) as NumberSection[]) array(name, index[name]);
  for (const list of ["fullNames", "words"] as const) {
    text(`${list}.text`, index[list].text);
    array(`${list}.place`, index[list].place);
  }
  const sections: Layout["sections"] = {};
  let offset = 0;
  for (const part of parts) {
    sections[part.name] = { offset, bytes: part.data.byteLength };
    offset += Math.ceil(part.data.byteLength / 4) * 4;
  }
  const layout: Layout = {
    count: index.count,
    zones: index.zones,
    regions: index.regions,
    countries: index.countries,
    sections,
  };
  const layoutBytes = Buffer.from(JSON.stringify(layout), "utf8");
  const head = Buffer.alloc(4);
  head.writeUInt32LE(layoutBytes.byteLength);
  const data = Buffer.alloc(offset);
  for (const part of parts) data.set(part.data, sections[part.name]?.offset);
  const body = gzipSync(Buffer.concat([head, layoutBytes, data]), { level: 9 });
  const sha = createHash("sha256").update(body).digest("hex");
  return Buffer.concat([Buffer.from(`${MAGIC} ${VERSION} ${sha} ${body.byteLength}\n`, "ascii"), body]);
}

/** Reads and checks an index file; throws GazetteerIndexError when it is missing or damaged. */
export function readGazetteerIndex(file: string = INDEX_FILE): GazetteerIndex {
  return decodeGazetteerIndex(readIndexFile(file), file);
}

/** Checks the header and checksum only (no decompression): the start-up check. */
export function checkGazetteerIndex(file: string = INDEX_FILE): void {
  verifiedBody(readIndexFile(file), file);
}

function readIndexFile(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new GazetteerIndexError(file, `cannot be read: ${(error as Error).message}`);
  }
}

function verifiedBody(bytes: Buffer, file: string): Buffer {
  const newline = bytes.indexOf(10);
  const header = /^ZFGAZ (\d+) ([0-9a-f]{64}) (\d+)$/.exec(
    bytes.subarray(0, Math.max(0, newline)).toString("latin1"),
  );
  if (newline < 0 || !header) throw new GazetteerIndexError(file, "not a place index: bad header");
  if (Number(header[1]) !== VERSION)
    throw new GazetteerIndexError(file, `format version ${header[1]}, this server reads ${VERSION}`);
  const body = bytes.subarray(newline + 1);
  if (body.byteLength !== Number(header[3]))
    throw new GazetteerIndexError(file, `${body.byteLength} bytes where the header says ${header[3]}`);
  if (createHash("sha256").update(body).digest("hex") !== header[2])
    throw new GazetteerIndexError(file, "checksum mismatch: the file is corrupt");
  return body;
}

function decodeGazetteerIndex(bytes: Buffer, file: string): GazetteerIndex {
  const payload = gunzipSync(verifiedBody(bytes, file));
  const layoutBytes = payload.readUInt32LE(0);
  const layout = JSON.parse(payload.subarray(4, 4 + layoutBytes).toString("utf8")) as Layout;
  const data = payload.subarray(4 + layoutBytes);
  const slice = (name: string) => {
    const section = layout.sections[name];
    if (!section) throw new GazetteerIndexError(file, `section ${name} is missing`);
    return data.subarray(section.offset, section.offset + section.bytes);
  };
  // Copies into fresh, aligned buffers: the decompressed payload is then garbage.
  const u16 = (name: string) => new Uint16Array(Uint8Array.from(slice(name)).buffer);
  const u32 = (name: string) => new Uint32Array(Uint8Array.from(slice(name)).buffer);
  const i32 = (name: string) => new Int32Array(Uint8Array.from(slice(name)).buffer);
  const keyList = (name: string): KeyList => {
    const text = slice(`${name}.text`).toString("utf8");
    return { text, starts: startsOf(text), place: u32(`${name}.place`) };
  };
  const namesText = slice("namesText").toString("utf8");
  return {
    count: layout.count,
    zones: layout.zones,
    regions: layout.regions,
    countries: layout.countries,
    namesText,
    nameStarts: startsOf(namesText),
    zone: u16("zone"),
    region: u16("region"),
    country: u16("country"),
    latitude: i32("latitude"),
    longitude: i32("longitude"),
    population: u32("population"),
    fullNames: keyList("fullNames"),
    words: keyList("words"),
  };
}

/** Where each "\n"-separated item of `text` starts, plus one past the end (as if ended by "\n"). */
function startsOf(text: string): Uint32Array {
  let count = 1;
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) count++;
  const starts = new Uint32Array(count + 1);
  let item = 1;
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) starts[item++] = at + 1;
  starts[count] = text.length + 1;
  return starts;
}

/** Item `i` of a "\n"-joined text. */
export const itemOf = (text: string, starts: Uint32Array, i: number): string =>
  text.slice(starts[i] as number, (starts[i + 1] as number) - 1);
