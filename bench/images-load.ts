// Child process of images.bench.ts: the clients, kept out of the server's process so that the
// server's main thread does nothing but serve. Probes GET /api/health (two requests in flight at a
// time) for a few seconds alone; makes 40 image requests, 20 at a time, between two marker lines
// (the server measures its own CPU for them); then probes health again while 3 rounds of 20 image
// requests run, and prints the latencies as JSON. Arguments: base URL, image path, cookie.
const [base, imagePath, cookie] = process.argv.slice(2) as [string, string, string];

async function probe(until: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  const loop = async () => {
    while (!until()) {
      const start = performance.now();
      const response = await fetch(`${base}/api/health`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`health answered ${response.status}`);
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all([loop(), loop()]);
  return latencies;
}

async function image(): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  const response = await fetch(`${base}${imagePath}`, { headers: { cookie } });
  await response.arrayBuffer();
  return { ms: performance.now() - start, status: response.status };
}

const aloneUntil = Date.now() + 3000;
const alone = await probe(() => Date.now() > aloneUntil);

// Images alone, between markers, so the server can measure its own CPU for them.
console.log("images-start");
for (let round = 0; round < 2; round++) await Promise.all(Array.from({ length: 20 }, image));
console.log("images-end");

let imagesDone = false;
const images: { ms: number; status: number }[] = [];
const loaded = probe(() => imagesDone);
const start = performance.now();
for (let round = 0; round < 3; round++) {
  images.push(...(await Promise.all(Array.from({ length: 20 }, image))));
}
const imagesMs = performance.now() - start;
imagesDone = true;
console.log(JSON.stringify({ alone, during: await loaded, images, imagesMs }));

export {};
