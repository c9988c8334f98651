// Sums the self time of each function in a .cpuprofile: `npx tsx bench/profile-top.ts FILE [N]`.
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
const profile = JSON.parse(readFileSync(process.argv[2] as string, "utf8")) as {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
};
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<string, number>();
profile.samples.forEach((id, i) => {
  const frame = byId.get(id)?.callFrame;
  const name = `${frame?.functionName || "(anonymous)"} ${frame?.url.replace(/^.*node_modules\//, "") ?? ""}:${frame?.lineNumber ?? 0}`;
  self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
for (const [name, us] of [...self.entries()]
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(process.argv[3] ?? 25))) {
  console.log(`${((100 * us) / total).toFixed(1).padStart(5)} %  ${name}`);
}
