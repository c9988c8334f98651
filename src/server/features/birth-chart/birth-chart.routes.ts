import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  birthChartResponseSchema,
  birthInfoSchema,
  chartSettingsSchema,
  fullInterpretationSchema,
  interpretRequestSchema,
  interpretResponseSchema,
  regenerateRequestSchema,
} from "#contracts/birth-chart";
import { messageSchema, publicUserSchema } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { userContext } from "#server/platform/request-context";
import { getBirthChart, recastBirthChart, saveBirthInfo, saveChartSettings } from "./birth-chart.service.ts";
import { fullInterpretation, planetInterpretation } from "./interpretation.service.ts";

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };

export function birthChartRoutes(app: FastifyInstance, _ctx: AppContext) {
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
    handler: async (request) => saveBirthInfo(userContext(request), request.body),
  });

  r.route({
    method: "PUT",
    url: "/chart-settings",
    config: { access: "user" },
    schema: {
      summary: "Set the house system and North Node of the user's chart (the chart and its texts follow)",
      body: chartSettingsSchema,
      response: {
        200: z.object({ user: publicUserSchema, chart: birthChartResponseSchema.nullable() }),
        ...errors,
      },
    },
    handler: async (request) => saveChartSettings(userContext(request), request.body),
  });

  r.route({
    method: "GET",
    url: "/birth-chart",
    config: { access: "user", errors: ["not_found"] },
    schema: {
      summary: "The natal chart (404 without birth data)",
      response: { 200: birthChartResponseSchema, ...errors },
    },
    handler: async (request) => getBirthChart(userContext(request)),
  });

  r.route({
    method: "POST",
    url: "/birth-chart",
    config: { access: "user", errors: ["not_found"] },
    schema: {
      summary: "Cast the chart again from the stored birth data",
      response: { 200: birthChartResponseSchema, ...errors },
    },
    handler: async (request) => recastBirthChart(userContext(request)),
  });

  r.route({
    method: "POST",
    url: "/interpret",
    config: { access: "user", errors: ["premium_required", "not_found"] },
    schema: {
      summary: "Interpretation of one planet (150–300 words), from the stored chart",
      body: interpretRequestSchema,
      response: { 200: interpretResponseSchema, ...errors },
    },
    handler: async (request) =>
      planetInterpretation(userContext(request), {
        planetName: request.body.planet.name,
        roastMode: request.body.roastMode ?? false,
      }),
  });

  r.route({
    method: "POST",
    url: "/regenerate-birth-chart",
    config: { access: "user", errors: ["premium_required", "not_found"] },
    schema: {
      summary: "Full chart interpretation; roast mode for premium and pro",
      body: regenerateRequestSchema,
      response: { 200: fullInterpretationSchema, ...errors },
    },
    handler: async (request) => fullInterpretation(userContext(request), request.body),
  });
}
