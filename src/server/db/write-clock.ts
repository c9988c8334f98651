/**
 * Counts the writes this process sends to its database, so that an in-process copy of some rows
 * (the session cache, auth/session-cache.ts) can tell when what it holds may have changed.
 *
 * Every statement that is not a plain read moves the clock when it starts and again when it has
 * settled, and counts as in flight in between; a transaction's COMMIT is such a statement. So a
 * copy taken from a read is current only if the clock showed no write in flight when the read
 * started and shows the same generation after it: no write of this process can have landed in
 * between. Writes by other processes are not seen; a cache built on this must bound its age.
 */
export class WriteClock {
  /** Moves whenever a write starts or settles. */
  generation = 0;
  /** Writes started and not settled yet. */
  inFlight = 0;

  begin(): void {
    this.inFlight++;
    this.generation++;
  }

  /**
   * `changed: false` for a statement known to have changed no row (an UPDATE, INSERT or DELETE
   * that reports 0 rows, such as the job queue's poll every second finding nothing to claim): its
   * start's move is taken back, so what was kept before it stays good. While it was in flight
   * nothing counted as quiet, and every change's own moves stay, so the clock never comes back to
   * a value it showed before a change.
   */
  end(changed = true): void {
    this.inFlight--;
    this.generation += changed ? 1 : -1;
  }

  /** Brackets a write that settles with a promise (e.g. a whole PGlite transaction). */
  async around<T>(write: () => Promise<T>): Promise<T> {
    this.begin();
    try {
      return await write();
    } finally {
      this.end();
    }
  }

  /** A point to compare with later: `isQuiet` says the clock has not moved and nothing is in flight. */
  stamp(): number {
    return this.inFlight === 0 ? this.generation : -1;
  }

  isQuiet(stamp: number): boolean {
    return stamp >= 0 && this.inFlight === 0 && this.generation === stamp;
  }
}

/** What a driver reports of a finished statement (node-postgres's result). */
interface StatementResult {
  command?: unknown;
  rowCount?: unknown;
}

/**
 * Whether a finished statement may have changed data: anything but an UPDATE, INSERT, DELETE or
 * MERGE reporting 0 rows (a COMMIT, DDL or a data-changing WITH, whose command is SELECT, always
 * counts). An error counts too: what failed is not known.
 */
export function mayHaveChanged(result: unknown): boolean {
  const { command, rowCount } = (result ?? {}) as StatementResult;
  const rowWrite =
    command === "UPDATE" || command === "INSERT" || command === "DELETE" || command === "MERGE";
  return !(rowWrite && rowCount === 0);
}

// A statement that changes nothing: a query, a transaction's start, or the preparing or running of
// a hot query (db/hot-query.ts admits only selects). One statement only: text after a semicolon
// might write. Anything else (insert, update, delete, commit, DDL, a data-changing WITH) is a write.
const READ_STATEMENT = /^\s*(select|begin|start\s+transaction|prepare|execute)\b[^;]*;?\s*$/i;

export function isReadStatement(text: string): boolean {
  return READ_STATEMENT.test(text);
}
