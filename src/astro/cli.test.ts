import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { signedDeg } from "./math.ts";

// The reference charts live beside the engine (testdata/README.md says where they come from).
const testdata = new URL("./testdata/", import.meta.url);
const tsx = path.resolve(process.cwd(), "node_modules/.bin/tsx");
const cli = path.resolve(process.cwd(), "src/astro/cli.ts");

function runCli(args: string[], input: string) {
  return spawnSync(tsx, [cli, ...args], { input, encoding: "utf8", timeout: 200_000 });
}

// Each test starts tsx child processes, which take tens of seconds on a loaded machine.
describe("astro CLI", { timeout: 240_000 }, () => {
  it("writes every reference case in exactly the expected.jsonl format, within tolerance", () => {
    const input = readFileSync(new URL("cases.jsonl", testdata), "utf8");
    const expectedLines = readFileSync(new URL("expected.jsonl", testdata), "utf8").trim().split("\n");
    const result = runCli(["chart"], input);
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines.length).toBe(expectedLines.length);
    let worstArcsec = 0;
    lines.forEach((line, i) => {
      const out = JSON.parse(line);
      const exp = JSON.parse(expectedLines[i] as string);
      expect(Object.keys(out)).toEqual(Object.keys(exp));
      expect(Object.keys(out.planets)).toEqual(Object.keys(exp.planets));
      for (const name of Object.keys(exp.planets)) {
        expect(Object.keys(out.planets[name])).toEqual(Object.keys(exp.planets[name]));
        const err = Math.abs(signedDeg(out.planets[name].lon - exp.planets[name].lon)) * 3600;
        worstArcsec = Math.max(worstArcsec, err);
        expect(err).toBeLessThanOrEqual(25);
        expect(out.planets[name].sign).toBe(exp.planets[name].sign);
        expect(out.planets[name].house).toBe(exp.planets[name].house);
        expect(out.planets[name].retrograde).toBe(exp.planets[name].retrograde);
      }
      expect(out.houseSystem).toBe(exp.houseSystem);
      expect(Math.abs(signedDeg(out.midheaven - exp.midheaven)) * 3600).toBeLessThanOrEqual(5);
      expect(out.houses).toHaveLength(12);
    });
    console.log(`CLI: ${lines.length} lines, worst body error ${worstArcsec.toFixed(2)}″`);
  });

  it("adds the points in the form of points-expected.jsonl with --points", () => {
    const input = readFileSync(new URL("cases.jsonl", testdata), "utf8").split("\n").slice(0, 5).join("\n");
    const expectedLines = readFileSync(new URL("points-expected.jsonl", testdata), "utf8").trim().split("\n");
    const result = runCli(["chart", "--points"], input);
    expect(result.status).toBe(0);
    result.stdout
      .trim()
      .split("\n")
      .forEach((line, i) => {
        const out = JSON.parse(line).points;
        const exp = JSON.parse(expectedLines[i] as string).points;
        expect(Object.keys(out)).toEqual(Object.keys(exp));
        for (const name of Object.keys(exp)) {
          expect(Object.keys(out[name])).toEqual(Object.keys(exp[name]));
          expect(Math.abs(signedDeg(out[name].lon - exp[name].lon)) * 3600).toBeLessThanOrEqual(30);
        }
        expect(out.fortune.day).toBe(exp.fortune.day);
      });
    expect(JSON.parse(runCli(["chart"], input).stdout.split("\n")[0] as string).points).toBeUndefined();
  });

  it("answers a bad line with an error line and keeps going", () => {
    const input = [
      '{"id":"ok","utc":"2000-01-01T12:00:00Z","lat":50.85,"lon":4.35}',
      "not json",
      '{"id":"lat","utc":"2000-01-01T12:00:00Z","lat":95,"lon":4.35}',
      '{"id":"year","utc":"1700-01-01T12:00:00Z","lat":0,"lon":0}',
      '{"id":"date","utc":"yesterday","lat":0,"lon":0}',
    ].join("\n");
    const result = runCli(["chart"], input);
    expect(result.status).toBe(0);
    const lines = result.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(5);
    expect(lines[0].planets.sun.sign).toBe("capricorn");
    expect(lines[1]).toEqual({ id: null, error: expect.any(String) });
    expect(lines[2].error).toMatch(/latDeg/);
    expect(lines[3].error).toMatch(/1700/);
    expect(lines[4].error).toMatch(/utc/);
    expect(result.stdout).not.toMatch(/NaN/);
  });

  it("converts local civil time with --local and selects another house system with --houses", () => {
    const input =
      '{"id":"bxl","date":"1985-06-15","time":"14:30","zone":"Europe/Brussels","lat":50.85,"lon":4.35}';
    const local = JSON.parse(runCli(["chart", "--local", "--houses", "whole-sign"], input).stdout);
    const utc = JSON.parse(
      runCli(
        ["chart", "--houses", "whole-sign"],
        '{"id":"bxl","utc":"1985-06-15T12:30:00Z","lat":50.85,"lon":4.35}',
      ).stdout,
    );
    expect(local).toEqual(utc);
    expect(local.houseSystem).toBe("WholeSign");
    expect(local.houses[0] % 30).toBe(0);
  });

  it("exits non-zero for unknown arguments", () => {
    const result = runCli(["chart", "--houses", "topocentric"], "");
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/house system/);
  });
});
