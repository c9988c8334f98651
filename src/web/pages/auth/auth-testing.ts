import { endpoints } from "#contracts/endpoints";
import { type Handler, mockApi } from "#web/testing/app.tsx";

/** No session: the account pages are for someone signed out. */
export const signedOut: Record<string, Handler> = {
  [`GET ${endpoints.accounts.user.path}`]: () => ({ status: 401, body: { message: "Not signed in" } }),
};

/** Signed out, and the server refuses `route` ("POST /api/…") with this status, message and code. */
export function mockRefusal(route: string, status: number, message: string, code: string) {
  return mockApi({ ...signedOut, [route]: () => ({ status, body: { message, code } }) });
}
