import { afterAll, expect } from "vitest";
import { undeclaredAnswers } from "#server/platform/route-errors";

// Every test file that runs the app: no answer may carry an error code its route does not list in
// OpenAPI. A service that starts throwing a new code must declare it in the route's
// `config.errors`, or this fails in the file whose test provoked it.
afterAll(() => {
  expect([...undeclaredAnswers], "error codes answered but not declared on their routes").toEqual([]);
});
