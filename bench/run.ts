// `npm run bench`: runs every bench/*.bench.ts module and writes bench/RESULTS.md with the machine
// and date. Each module exports `run(): Promise<string>` returning a Markdown section.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const modules = readdirSync(here)
  .filter((file) => file.endsWith(".bench.ts"))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

const cpu = os.cpus()[0]?.model ?? "unknown CPU";
const header = [
  "# Benchmark results",
  "",
  `- Date: ${new Date().toISOString()}`,
  `- Machine: ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.platform()} ${os.release()}`,
  `- Node ${process.version}`,
  "",
  "Produced by `npm run bench`. Medians and p99 over repeated runs (tinybench); targets from the issues.",
  "",
].join("\n");

const sections: string[] = [];
for (const file of modules) {
  console.log(`running ${file} …`);
  const mod = (await import(pathToFileURL(path.join(here, file)).href)) as { run: () => Promise<string> };
  const section = await mod.run();
  console.log(section);
  sections.push(section);
}
if (only.length === 0) {
  // The soak (`npm run bench:soak`, ten minutes) writes its own section; keep it.
  const resultsFile = path.join(here, "RESULTS.md");
  const soak = existsSync(resultsFile)
    ? /<!-- soak:start -->[\s\S]*<!-- soak:end -->/.exec(readFileSync(resultsFile, "utf8"))?.[0]
    : undefined;
  if (soak) sections.push(soak);
  writeFileSync(resultsFile, `${header}\n${sections.join("\n\n")}\n`);
  console.log("wrote bench/RESULTS.md");
} else {
  console.log("(a filtered run does not rewrite bench/RESULTS.md)");
}
