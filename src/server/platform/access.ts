/**
 * Access levels every API route declares (DESIGN.md §9). The app refuses to start with an
 * /api route that declares none, and one hook enforces them before any handler runs.
 */
export const ACCESS_LEVELS = ["public", "user", "premium", "admin"] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: Access;
}
