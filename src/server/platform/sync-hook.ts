import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";

/**
 * A request hook that never waits, in Fastify's callback form: an async hook costs a promise and a
 * trip through the microtask queue on every request, which adds up over the hooks every API call
 * passes (bench/RESULTS.md, HTTP). A thrown error is handed on like an async hook's rejection.
 */
export function syncHook(check: (request: FastifyRequest, reply: FastifyReply) => void) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    let failure: Error | undefined;
    try {
      check(request, reply);
    } catch (error) {
      failure = error as Error;
    }
    done(failure);
  };
}
