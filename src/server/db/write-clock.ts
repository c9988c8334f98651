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

  end(): void {
    this.inFlight--;
    this.generation++;
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

// A statement that changes nothing: a query, a transaction's start, or the preparing or running of
// a hot query (db/hot-query.ts admits only selects). One statement only: text after a semicolon
// might write. Anything else (insert, update, delete, commit, DDL, a data-changing WITH) is a write.
const READ_STATEMENT = /^\s*(select|begin|start\s+transaction|prepare|execute)\b[^;]*;?\s*$/i;

export function isReadStatement(text: string): boolean {
  return READ_STATEMENT.test(text);
}
