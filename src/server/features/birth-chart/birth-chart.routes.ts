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
import { endpoints } from "#contracts/endpoints";
import { publicUserSchema } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { routeOf } from "#server/platform/endpoint-route";
import { messageErrors } from "#server/platform/error-responses";
import { userContext } from "#server/platform/request-context";
import { getBirthChart, recastBirthChart, saveBirthInfo, saveChartSettings } from "./birth-chart.service.ts";
import { fullInterpretation, planetInterpretation } from "./interpretation.service.ts";

const errors = messageErrors(400, 401, 403, 404);

export function birthChartRoutes(app: FastifyInstance, _ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(endpoints.birthChart.saveBirthInfo),
    schema: {
      summary: "Save birth data and cast the chart (texts from the old chart are forgotten)",
      body: birthInfoSchema,
      response: { 200: z.object({ user: publicUserSchema, chart: birthChartResponseSchema }), ...errors },
    },
    handler: async (request) => saveBirthInfo(userContext(request), request.body),
  });

  r.route({
    ...routeOf(endpoints.birthChart.settings),
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
    ...routeOf(endpoints.birthChart.chart),
    schema: {
      summary: "The natal chart (404 without birth data)",
      response: { 200: birthChartResponseSchema, ...errors },
    },
    handler: async (request) => getBirthChart(userContext(request)),
  });

  r.route({
    ...routeOf(endpoints.birthChart.recast),
    schema: {
      summary: "Cast the chart again from the stored birth data",
      response: { 200: birthChartResponseSchema, ...errors },
    },
    handler: async (request) => recastBirthChart(userContext(request)),
  });

  r.route({
    ...routeOf(endpoints.birthChart.interpret),
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
    ...routeOf(endpoints.birthChart.fullInterpretation),
    schema: {
      summary: "Full chart interpretation; roast mode for premium and pro",
      body: regenerateRequestSchema,
      response: { 200: fullInterpretationSchema, ...errors },
    },
    handler: async (request) => fullInterpretation(userContext(request), request.body),
  });
}
