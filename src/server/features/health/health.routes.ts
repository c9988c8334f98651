import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { endpoints } from "#contracts/endpoints";
import type { AppContext } from "#server/app-context";
import { serviceUnavailable } from "#server/errors";
import { serve } from "#server/platform/endpoint-route";
import { requestContext } from "#server/platform/request-context";
import { settle } from "#server/platform/settled";
import { checkHealth } from "./health.service.ts";

// The same answer every time: settled, so its JSON is written once (platform/settled.ts).
const HEALTHY = settle({ status: "ok" as const });

export function healthRoutes(app: FastifyInstance, _ctx: AppContext) {
  serve(app, endpoints.health, {
    summary: "Liveness and database check",
    response: { 200: z.object({ status: z.literal("ok") }) },
    handler: async (request) => {
      const healthy = await checkHealth(requestContext(request));
      // Thrown like every other error, so the answer carries its code (`unavailable`).
      if (!healthy) throw serviceUnavailable("The database does not answer.");
      return HEALTHY;
    },
  });
}
