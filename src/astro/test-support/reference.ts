/**
 * Reads the reference data beside the engine (src/astro/testdata/README.md says where it comes from:
 * Swiss Ephemeris 2.10.03 reading JPL DE431).
 */
import { readFileSync } from "node:fs";
import { signedDeg } from "../math.ts";

/** One input line of cases.jsonl. */
export interface ReferenceCase {
  readonly id: string;
  readonly utc: string;
  readonly lat: number;
  readonly lon: number;
}

const testdata = new URL("../testdata/", import.meta.url);

/** The JSON lines of a file in src/astro/testdata. */
export function readReferenceJsonl<T>(file: string): T[] {
  return readFileSync(new URL(file, testdata), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as T);
}

/** Angular difference in arcseconds. */
export const arcsec = (a: number, b: number): number => Math.abs(signedDeg(a - b)) * 3600;
