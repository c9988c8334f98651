import { composeDailyHoroscope } from "#writing/compose/daily-horoscope";
import { composeChartInterpretation } from "#writing/compose/chart-interpretation";
import { checkLikeAReader } from "#writing/testing/reader-check";
import { randomNatal, skyFor, transitsFor } from "#writing/testing/random-facts";
const t0 = Date.now(); let n = 0; const counts = new Map<string, number>(); const ex = new Map<string, string>();
for (let i = 0; i < 150; i++) {
  const natal = randomNatal(`rc-${i}`);
  const date = new Date(Date.UTC(2021, 0, 1) + i * 86_400_000 * 5).toISOString().slice(0, 10);
  const day = { natal, transits: transitsFor(natal, date), sky: skyFor(date) };
  for (const voice of ["normal", "roast"] as const) {
    const h = composeDailyHoroscope(day, voice, `rc${i}`);
    const c = composeChartInterpretation({ natal }, voice, `rc${i}`);
    for (const text of [h.content, h.loveInsight, h.careerInsight, h.wellnessInsight, c.interpretation, ...c.strengths, ...c.challenges, ...c.lifeThemes]) {
      if (!text) continue; n++;
      for (const f of checkLikeAReader(text)) { const k = `${f.source} | ${f.message}`; counts.set(k, (counts.get(k) ?? 0) + 1); if (!ex.has(k)) ex.set(k, f.at); }
    }
  }
}
console.log(n, "texts", Date.now() - t0, "ms");
for (const [k, v] of [...counts].sort((a, b) => b[1] - a[1])) console.log(v, k, "::", ex.get(k));
