import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { compressSettledOnce, serializingSettledOnce, settle } from "./settled.ts";

/** An app whose one route answers `value`, serialised like the app's routes (JSON.stringify here). */
async function appAnswering(value: () => unknown) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(() => serializingSettledOnce((data: unknown) => JSON.stringify(data)));
  app.addHook("onSend", compressSettledOnce);
  app.get("/x", { schema: { response: { 200: {} } } }, async () => value());
  await app.ready();
  return app;
}

const big = (n: number) => ({
  items: Array.from({ length: n }, (_, i) => ({ id: i, text: `transit ${i}` })),
});

describe("a settled answer's JSON", () => {
  it("is compressed once per encoding and sent as the same bytes again, as the client asks", async () => {
    const value = settle(big(400));
    const app = await appAnswering(() => value);
    const get = (encoding: string) => app.inject({ url: "/x", headers: { "accept-encoding": encoding } });
    const [br1, br2, gz, plain] = [
      await get("gzip, br"),
      await get("br"),
      await get("gzip"),
      await get("identity"),
    ];
    expect(br1.headers["content-encoding"]).toBe("br");
    expect(br1.headers.vary).toContain("accept-encoding");
    expect(br2.rawPayload.equals(br1.rawPayload)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(br1.rawPayload).toString())).toEqual(value);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(value);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toEqual(value);
    await app.close();
  });

  it("keeps the compressed bytes: the hook hands out the very same buffer the second time", () => {
    const value = settle(big(300));
    const json = serializingSettledOnce((data: unknown) => JSON.stringify(data))(value);
    const send = () => {
      let sent: unknown;
      const headers = new Map<string, unknown>();
      const reply = {
        hasHeader: (name: string) => headers.has(name),
        getHeader: (name: string) => headers.get(name),
        header: (name: string, v: unknown) => headers.set(name, v),
      };
      compressSettledOnce(
        { headers: { "accept-encoding": "br" } } as never,
        reply as never,
        json,
        (_error, payload) => {
          sent = payload;
        },
      );
      return sent;
    };
    const first = send();
    expect(Buffer.isBuffer(first)).toBe(true);
    expect(send()).toBe(first);
  });

  it("leaves what is not a settled value to the compression plugin", async () => {
    const app = await appAnswering(() => big(401));
    const response = await app.inject({ url: "/x", headers: { "accept-encoding": "br" } });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json()).toEqual(big(401));
    await app.close();
  });
});
