import type { FastifyInstance } from "fastify";
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
import { serve } from "#server/platform/endpoint-route";
import { userContext } from "#server/platform/request-context";
import { getBirthChart, recastBirthChart, saveBirthInfo, saveChartSettings } from "./birth-chart.service.ts";
import { fullInterpretation, planetInterpretation } from "./interpretation.service.ts";

export function birthChartRoutes(app: FastifyInstance, _ctx: AppContext) {
  serve(app, endpoints.birthChart.saveBirthInfo, {
    summary: "Save birth data and cast the chart (texts from the old chart are forgotten)",
    body: birthInfoSchema,
    response: { 200: z.object({ user: publicUserSchema, chart: birthChartResponseSchema }) },
    handler: async (request) => saveBirthInfo(userContext(request), request.body),
  });

  serve(app, endpoints.birthChart.settings, {
    summary: "Set the house system and North Node of the user's chart (the chart and its texts follow)",
    body: chartSettingsSchema,
    response: { 200: z.object({ user: publicUserSchema, chart: birthChartResponseSchema.nullable() }) },
    handler: async (request) => saveChartSettings(userContext(request), request.body),
  });

  serve(app, endpoints.birthChart.chart, {
    summary: "The natal chart (404 without birth data)",
    response: { 200: birthChartResponseSchema },
    handler: async (request) => getBirthChart(userContext(request)),
  });

  serve(app, endpoints.birthChart.recast, {
    summary: "Cast the chart again from the stored birth data",
    response: { 200: birthChartResponseSchema },
    handler: async (request) => recastBirthChart(userContext(request)),
  });

  serve(app, endpoints.birthChart.interpret, {
    summary: "Interpretation of one planet (150–300 words), from the stored chart",
    body: interpretRequestSchema,
    response: { 200: interpretResponseSchema },
    handler: async (request) =>
      planetInterpretation(userContext(request), {
        planetName: request.body.planet.name,
        roastMode: request.body.roastMode ?? false,
      }),
  });

  serve(app, endpoints.birthChart.fullInterpretation, {
    summary: "Full chart interpretation; roast mode for premium and pro",
    body: regenerateRequestSchema,
    response: { 200: fullInterpretationSchema },
    handler: async (request) => fullInterpretation(userContext(request), request.body),
  });
}
