import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, api, errorCodeOf, messageOf, messageOr, sendForMessage } from "./api.ts";

/** A call of the test's own (the client needs no route of the server for these cases). */
const X = { method: "POST", path: "/api/x", access: "public" } as const;

function answer(status: number, body: string, statusText = "") {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body || null, { status, statusText });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the API client", () => {
  it("sends credentials, and a JSON body with its header only when there is one", async () => {
    const calls = answer(200, '{"ok":true}');
    await api.get("/api/x", z.object({ ok: z.boolean() }));
    await api.send("POST", "/api/y", { a: 1 }, z.object({ ok: z.boolean() }));
    await api.send("POST", "/api/z", undefined, z.object({ ok: z.boolean() }));
    expect(calls.map((c) => [c.init.method, c.init.credentials, c.init.headers, c.init.body])).toEqual([
      ["GET", "include", {}, undefined],
      ["POST", "include", { "Content-Type": "application/json" }, '{"a":1}'],
      ["POST", "include", {}, undefined],
    ]);
  });

  it("parses the answer with the contract schema, and fails on a shape the contract does not allow", async () => {
    answer(200, '{"count":2,"remaining":"many"}');
    await expect(
      api.get("/api/throwback-count", z.object({ count: z.number(), remaining: z.number() })),
    ).rejects.toThrow();
    answer(200, "");
    expect(await api.get("/api/oracle-today", z.object({ id: z.number() }).nullable())).toBeNull();
  });

  it("turns a failure into an ApiError with the product's message and the server's code", async () => {
    const body = JSON.stringify({ message: "Add your birth data first.", code: "no_birth_chart" });
    answer(409, body);
    const error = await api.get("/api/transits", z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`409: ${body}`);
    expect(errorCodeOf(error)).toBe("no_birth_chart");
    expect(messageOf(error)).toBe("Add your birth data first.");
  });

  it("keeps the field of a validation error", async () => {
    answer(
      400,
      JSON.stringify({ message: "Birth date is required", code: "invalid_input", field: "birthDate" }),
    );
    const error = (await api
      .send("POST", "/api/birth-info", {}, z.unknown())
      .catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.code, error.field]).toEqual([400, "invalid_input", "birthDate"]);
  });

  it("survives a body that is not ours: no code, the status text when empty", async () => {
    answer(502, "", "Bad Gateway");
    const empty = (await api.get("/api/x", z.unknown()).catch((e: unknown) => e)) as ApiError;
    expect([empty.message, empty.code, empty.serverMessage]).toEqual([
      "502: Bad Gateway",
      null,
      "Bad Gateway",
    ]);
    answer(503, "<html>busy</html>");
    const html = (await api.get("/api/x", z.unknown()).catch((e: unknown) => e)) as ApiError;
    expect([html.message, html.code]).toEqual(["503: <html>busy</html>", null]);
  });

  it("shows the server's message or the screen's own text, never a raw page", async () => {
    answer(429, JSON.stringify({ message: "Come back tomorrow.", code: "daily_limit" }));
    const ours = await api.get("/api/x", z.unknown()).catch((e: unknown) => e);
    expect(messageOr(ours, "Fallback")).toBe("Come back tomorrow.");
    answer(500, "<html>oops</html>");
    const theirs = await api.get("/api/x", z.unknown()).catch((e: unknown) => e);
    expect(messageOr(theirs, "Fallback")).toBe("Fallback");
    expect(messageOr(new TypeError("Failed to fetch"), "Fallback")).toBe("Fallback");
  });

  it("reads a success message, or the fallback when the answer has none", async () => {
    answer(200, JSON.stringify({ message: "Saved." }));
    expect(await sendForMessage(X, { body: {} }, "Done.")).toBe("Saved.");
    answer(204, "");
    expect(await sendForMessage(X, { body: {} }, "Done.")).toBe("Done.");
  });

  it("fetches binary answers of the expected type only", async () => {
    vi.stubGlobal("fetch", async () => new Response(new Blob(["png"], { type: "image/png" })));
    expect((await api.blob("/api/quote-image", "image/")).type).toBe("image/png");
    vi.stubGlobal(
      "fetch",
      async () => new Response("<html></html>", { headers: { "content-type": "text/html" } }),
    );
    await expect(api.blob("/api/quote-image", "image/")).rejects.toBeInstanceOf(ApiError);
  });
});
