/**
 * Prints the writer's variety, plainness, seam and safety measures: five readers (real charts,
 * real sky) reading the horoscope and the to-do list every day for 30 days in both voices; then
 * the care screen on both parts of the care corpus (misses listed with their text for the
 * development part, by id and concept only for the held-out part).
 *
 *   npm run -s writing:measures
 */
import { screenFreeText } from "#writing/index";
import {
  formatCareMiss,
  formatCareScores,
  formatMeasures,
  JUDGED_PARTS,
  loadCareCorpus,
  measureWriting,
  randomNatal,
  scoreCare,
  screenMedianMicros,
  screenWithLists,
} from "#writing/testing/index";
import { measureUsers } from "./writing-users.ts";

const measures = measureWriting({
  users: measureUsers(),
  startDate: "2026-03-01",
  days: 30,
  seamCharts: 400,
  // Fifteen more charts, so each personality analysis is compared with nineteen others.
  personalityCharts: Array.from({ length: 15 }, (_, i) => randomNatal(`measure-${i}`)),
});
console.log(formatMeasures(measures));
for (const s of measures.seams.slice(0, 10)) console.log(`seam (${s.kind}) in ${s.source}: …${s.at}…`);
for (const c of measures.crisisAnsweredWithReading) console.log(`crisis answered with a reading: ${c}`);
for (const g of measures.ungroundedTransits.slice(0, 10)) console.log(`not grounded: ${g}`);
for (const g of measures.outsideDayWindow.slice(0, 10)) console.log(`outside the reader's day: ${g}`);
for (const c of measures.phaseContradictions.slice(0, 30)) console.log(`phase contradiction: ${c}`);
for (const f of measures.seamFamilies) if (f.example) console.log(`seam (${f.family}): ${f.example}`);
for (const e of measures.oracle.examples) console.log(`oracle answer off target: ${e}`);
for (const l of measures.brief.longLines.slice(0, 10)) console.log(`long brief line: ${l}`);

const dev = loadCareCorpus("dev");
const judged = JUDGED_PARTS.map((part) => [part, loadCareCorpus(part)] as const);
const care = [
  scoreCare(dev, screenFreeText, "dev"),
  ...judged.map(([name, part]) => scoreCare(part, screenFreeText, name)),
];
const micros = screenMedianMicros(
  [dev, ...judged.map(([, part]) => part)].flat().map((q) => q.text),
  screenFreeText,
);
console.log(`\n${formatCareScores(care, micros)}`);
// What the trained classifier adds: the word lists alone on the parts they were never tuned on.
for (const [name, part] of judged) {
  const lists = scoreCare(part, screenWithLists, name);
  console.log(
    `word lists alone, ${name}: crisis recall ${(lists.crisisRecall.share * 100).toFixed(1)} %, no-reading ${(lists.noReading.share * 100).toFixed(1)} %, harmless given crisis ${(lists.harmlessFalseAlarm.share * 100).toFixed(1)} %, unclear ${(lists.unclearHandled.share * 100).toFixed(1)} %`,
  );
}
for (const part of care) for (const m of part.misses) console.log(`care miss: ${formatCareMiss(m)}`);
