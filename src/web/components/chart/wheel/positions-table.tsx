import { type ChartData, PLANET_KEYS } from "#contracts/birth-chart";
import { PLANET_INFO } from "../chart-lore.ts";
import { degreeParts, formatDegree } from "../wheel-geometry.ts";

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
          {chartData.ascendant ? (
            <tr>
              <th scope="row">Ascendant</th>
              <td>{degreeParts(chartData.ascendant.longitude).sign}</td>
              <td>{formatDegree(chartData.ascendant.longitude)}</td>
              <td>—</td>
              <td>—</td>
            </tr>
          ) : null}
          {chartData.midheaven ? (
            <tr>
              <th scope="row">Midheaven</th>
              <td>{degreeParts(chartData.midheaven.longitude).sign}</td>
              <td>{formatDegree(chartData.midheaven.longitude)}</td>
              <td>—</td>
              <td>—</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
