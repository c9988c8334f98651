import { type ChartData, PLANET_KEYS } from "#contracts/birth-chart";
import { PLANET_INFO } from "../chart-lore.ts";
import { degreeParts, formatDegree } from "../wheel-geometry.ts";

/** The chart's angles listed after the planets; they have no house and no motion. */
const ANGLES = [
  ["ascendant", "Ascendant"],
  ["midheaven", "Midheaven"],
] as const;

/**
 * A visually hidden table of the chart for screen readers. The wrapper carries
 * `sr-only` because a table box ignores the 1 px width and would widen the page.
 */
export function ChartPositionsTable({ chartData }: { chartData: ChartData }) {
  return (
    <div className="sr-only">
      <table>
        <caption>Planet and angle positions in the natal chart</caption>
        <thead>
          <tr>
            <th scope="col">Point</th>
            <th scope="col">Sign</th>
            <th scope="col">Degree</th>
            <th scope="col">House</th>
            <th scope="col">Motion</th>
          </tr>
        </thead>
        <tbody>
          {PLANET_KEYS.map((key) => {
            const planet = chartData.planets[key];
            if (!planet) return null;
            return (
              <tr key={key}>
                <th scope="row">{PLANET_INFO[key].label}</th>
                <td>{planet.sign}</td>
                <td>{formatDegree(planet.longitude)}</td>
                <td>{planet.house ?? "unknown"}</td>
                <td>{planet.retrograde ? "retrograde" : "direct"}</td>
              </tr>
            );
          })}
          {ANGLES.map(([key, label]) => {
            const angle = chartData[key];
            if (!angle) return null;
            return (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td>{degreeParts(angle.longitude).sign}</td>
                <td>{formatDegree(angle.longitude)}</td>
                <td>—</td>
                <td>—</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
