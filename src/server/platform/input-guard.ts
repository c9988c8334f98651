import type { FastifyRequest } from "fastify";
import { controlCharactersMessage, isProse } from "#contracts/text";
import { badRequest } from "#server/errors";
import { syncHook } from "./sync-hook.ts";

/**
 * A last line in front of every route, new ones included: a request whose body, query or path
 * holds a NUL or another control character (line breaks and tabs aside) anywhere, in a value or a
 * key, is refused with 400 before its schema or handler sees it. PostgreSQL cannot store NUL, so
 * without this a field a schema forgot would reach the database and fail there. The field schemas
 * in src/contracts are stricter still for names (no line breaks either).
 */
export const inputGuardHook = syncHook((request: FastifyRequest) => {
  for (const [where, value] of [
    ["params", request.params],
    ["query", request.query],
    ["body", request.body],
  ] as const) {
    const field = firstControlCharacter(value);
    if (field !== null) {
      const label = (field || where).slice(0, 100);
      throw badRequest(controlCharactersMessage(label), { field: label });
    }
  }
});

/**
 * The path (e.g. "partner.name") of the first string or key with a control character, "" when it is
 * the value itself, or null when there is none. Iterative, so a deeply nested body cannot overflow
 * the stack; raw bodies (strings and buffers of webhooks) are left to their own routes.
 */
function firstControlCharacter(root: unknown): string | null {
  if (root === null || typeof root !== "object" || Buffer.isBuffer(root)) return null;
  const stack: [unknown, string][] = [[root, ""]];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === "string") {
      if (!isProse(value)) return path;
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (!isProse(key)) return path || "body";
      stack.push([child, childPath]);
    }
  }
  return null;
}
