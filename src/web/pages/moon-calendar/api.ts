import { endpoints } from "#contracts/endpoints";
import { type MoonCalendar, moonCalendarSchema } from "#contracts/moon-calendar";
import { api } from "#web/lib/api.ts";

/** The Moon Calendar: the main phases of this month and the next, in the user's zone. */
export function fetchMoonCalendar(roastMode: boolean): Promise<MoonCalendar> {
  return api.call(endpoints.moonCalendar.phases, moonCalendarSchema, { query: { roastMode } });
}
