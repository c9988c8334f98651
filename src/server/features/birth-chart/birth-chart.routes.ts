import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  birthChartResponseSchema,
  birthInfoSchema,
  fullInterpretationSchema,
  interpretRequestSchema,
  interpretResponseSchema,
  regenerateRequestSchema,
} from "#contracts/birth-chart";
import { messageSchema, publicUserSchema } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { recomputeChart } from "#server/charts/chart-store";
import { signedIn } from "#server/platform/access";
import { getBirthChart, saveBirthInfo, toBirthChartResponse } from "./birth-chart.service.ts";
import { fullInterpretation, planetInterpretation } from "./interpretation.service.ts";

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };

export function birthChartRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: "POST",
    url: "/birth-info",
    config: { access: "user" },
    schema: {
      summary: "Save birth data and cast the chart (texts from the old chart are forgotten)",
      body: birthInfoSchema,
      response: { 200: z.object({ user: publicUserSchema, chart: birthChartResponseSchema }), ...errors },
    },
    handler: async (request) => saveBirthInfo(ctx, signedIn(request).id, request.body),
  });

  r.route({
    method: "GET",
    url: "/birth-chart",
    config: { access: "user" },
    schema: {
      summary: "The natal chart (404 without birth data)",
      response: { 200: birthChartResponseSchema, ...errors },
    },
    handler: async (request) => getBirthChart(ctx, signedIn(request)),
  });

  r.route({
    method: "POST",
    url: "/birth-chart",
    config: { access: "user" },
    schema: {
      summary: "Cast the chart again from the stored birth data",
      response: { 200: birthChartResponseSchema, ...errors },
    },
    handler: async (request) => {
      const user = signedIn(request);
      return toBirthChartResponse(await recomputeChart(ctx, user), user.birthTimezone ?? "UTC");
    },
  });

  r.route({
    method: "POST",
    url: "/interpret",
    config: { access: "user" },
    schema: {
      summary: "Interpretation of one planet (150–300 words), from the stored chart",
      body: interpretRequestSchema,
      response: { 200: interpretResponseSchema, ...errors },
    },
    handler: async (request) =>
      planetInterpretation(ctx, signedIn(request), request.body.planet.name, request.body.roastMode ?? false),
  });

  r.route({
    method: "POST",
    url: "/regenerate-birth-chart",
    config: { access: "user" },
    schema: {
      summary: "Full chart interpretation; roast mode for premium and pro",
      body: regenerateRequestSchema,
      response: { 200: fullInterpretationSchema, ...errors },
    },
    handler: async (request) => fullInterpretation(ctx, signedIn(request), request.body.roastMode),
  });
}
