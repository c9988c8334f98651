import { z } from "zod";

/** The largest value of a PostgreSQL `integer` column: every id in this database is one. */
const MAX_RECORD_ID = 2_147_483_647;

/**
 * A numeric id in a path, e.g. `/transits/status/:id`: a whole number from 1 to MAX_RECORD_ID. A
 * larger one could never name a row, and the database would refuse to compare it with an id.
 */
export const recordId = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(MAX_RECORD_ID, `${name} must be at most ${MAX_RECORD_ID}`);

/** Path parameters that are all record ids, e.g. `recordIdParams("id")`. */
export const recordIdParams = <const Name extends string>(...names: Name[]) =>
  z.object(
    Object.fromEntries(names.map((name) => [name, recordId(name)])) as Record<
      Name,
      ReturnType<typeof recordId>
    >,
  );
