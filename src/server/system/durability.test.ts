import { afterAll, describe, expect, it } from "vitest";
import {
  call,
  killAll,
  signIn,
  signUp,
  startServer,
  tempDataDir,
  waitForHealth,
} from "#server/test-support/server-process";

afterAll(killAll);

/**
 * kill -9 in the middle of a stream of writes on the embedded database, then a restart on the same
 * data directory: every write the server acknowledged is there (sessions created by sign-ins,
 * profile updates), and the stale lock of the killed process does not stop the restart.
 */
describe("durability on PGlite", () => {
  it("keeps every acknowledged write through kill -9 and a restart", async () => {
    const dataDir = tempDataDir();
    // Each sign-in says it comes from its own client, so the per-address limit does not end the stream.
    const env = { DATA_DIR: dataDir, TRUST_PROXY: "127.0.0.1" };
    const server = await startServer(env);
    await waitForHealth(server);
    const person = await signUp(server.url, [dataDir], "durable");

    const sessions: string[] = [];
    let lastAcknowledged = -1;
    let running = true;
    let client = 0;
    const signIns = async () => {
      while (running) {
        try {
          client += 1;
          sessions.push(
            await signIn(server.url, person.email, person.password, {
              "x-forwarded-for": `10.90.${(client >> 8) & 255}.${client & 255}`,
            }),
          );
        } catch {
          return; // the server is gone
        }
      }
    };
    const profileUpdates = async () => {
      for (let n = 0; running; n++) {
        try {
          const response = await call(server.url, "PUT", "/api/user/profile", {
            cookie: person.cookie,
            body: { firstName: `Write${n}`, lastName: "Tester", email: person.email },
          });
          if (response.status !== 200) throw new Error(`profile: ${response.status}`);
          lastAcknowledged = n;
        } catch {
          return;
        }
      }
    };
    const writers = [signIns(), signIns(), profileUpdates()];
    // Killed in mid-stream once enough has been acknowledged, however fast this machine is.
    while (sessions.length < 10 || lastAcknowledged < 30)
      await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill("SIGKILL");
    await server.exited;
    running = false;
    await Promise.all(writers);
    expect(sessions.length).toBeGreaterThanOrEqual(10);
    expect(lastAcknowledged).toBeGreaterThanOrEqual(30);

    const restarted = await startServer(env);
    await waitForHealth(restarted);
    const lost: string[] = [];
    for (const cookie of sessions) {
      const me = await call(restarted.url, "GET", "/api/user", { cookie });
      if (me.status !== 200) lost.push(cookie);
    }
    expect(lost).toEqual([]);
    const me = await call(restarted.url, "GET", "/api/user", { cookie: person.cookie });
    const stored = Number(/^Write(\d+)$/.exec((me.body as { firstName: string }).firstName)?.[1]);
    // The last acknowledged update, or one that committed as the process died, unanswered.
    expect(stored).toBeGreaterThanOrEqual(lastAcknowledged);
    expect(stored).toBeLessThanOrEqual(lastAcknowledged + 1);
    restarted.child.kill("SIGTERM");
    expect(await restarted.exited).toBe(0);
  }, 180_000);
});
