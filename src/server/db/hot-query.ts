import type { Database } from "./database.ts";

type Param = string | number | boolean | null;

interface RawClient {
  query(
    text: string | { name: string; text: string; values: Param[] },
    values?: Param[],
  ): Promise<{ rows: unknown[] }>;
}

interface SimpleProtocolClient {
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}

const preparedOn = new WeakMap<object, Map<string, Promise<unknown>>>();
/** The PGlite clients (db/pglite.ts marks them), so this module need not load PGlite to tell. */
const simpleProtocolClients = new WeakSet<object>();

export function runHotQueriesBySimpleProtocol(client: SimpleProtocolClient): void {
  simpleProtocolClients.add(client);
}

/** A SQL literal: single quotes doubled (standard_conforming_strings is on in every PostgreSQL we run). */
function literal(value: Param): string {
  if (value === null) return "null";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * A query that runs on every request, planned once per connection instead of on every call.
 * On PostgreSQL a named statement does that (node-postgres prepares it per pooled connection).
 * PGlite plans every unnamed statement again — for a join that is three quarters of its cost — so
 * there the statement is PREPAREd once on the (single) connection and run with EXECUTE over the
 * simple protocol, the values passed as escaped literals because EXECUTE takes no bind parameters.
 *
 * `text` is a select that uses $1, $2 …; `paramTypes` gives their SQL types in order.
 */
export function hotQuery<Row>(name: string, text: string, paramTypes: readonly string[]) {
  // Running a prepared statement is counted as a read (db/write-clock.ts), so it must be one.
  if (!/^\s*select\b/i.test(text)) throw new Error(`Hot query ${name} must be a select`);
  return async (db: Database, params: readonly Param[]): Promise<Row[]> => {
    const client = (db as unknown as { $client: RawClient & SimpleProtocolClient }).$client;
    if (simpleProtocolClients.has(client)) {
      let prepared = preparedOn.get(client);
      if (!prepared) {
        prepared = new Map();
        preparedOn.set(client, prepared);
      }
      let ready = prepared.get(name);
      if (!ready) {
        ready = client.exec(`prepare ${name}(${paramTypes.join(", ")}) as ${text}`);
        prepared.set(name, ready);
      }
      await ready;
      // The simple protocol: one trip into PGlite instead of parse, describe, bind and execute.
      const [result] = await client.exec(`execute ${name}(${params.map(literal).join(", ")})`);
      return (result?.rows ?? []) as Row[];
    }
    const result = await client.query({ name, text, values: [...params] });
    return result.rows as Row[];
  };
}
