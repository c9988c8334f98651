import { messageSchema } from "#contracts/user";

/**
 * A route's documented error statuses, each answered with `{ message }` (route-errors.ts adds the
 * codes each status carries): `response: { 200: okSchema, ...messageErrors(400, 401, 404) }`.
 */
export function messageErrors<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof messageSchema> {
  return Object.fromEntries(statuses.map((status) => [status, messageSchema])) as Record<
    Status,
    typeof messageSchema
  >;
}
