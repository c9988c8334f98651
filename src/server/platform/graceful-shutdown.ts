import net, { type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { serviceUnavailable } from "#server/errors";

/**
 * Shutting down without dropping a request (SIGTERM from a deploy or an orchestrator):
 * 1. stop accepting connections, but leave the open ones alone (Node's own close would also cut
 *    every keep-alive connection that is idle at that instant, and a client may be writing its
 *    next request into it right then: that request would be lost);
 * 2. answer every request that still arrives on an open connection with 503 and
 *    `Connection: close`, and send `Connection: close` with every response in flight, so each
 *    client closes its own connection and goes elsewhere;
 * 3. close keep-alive connections once they have been idle for `idleGraceMs`: a client that
 *    stays silent that long is not in the middle of sending;
 * 4. when every connection has ended (or the deadline has passed), finish the job in flight and
 *    close the app.
 * The caller then closes the database and releases the data-directory lock.
 */

interface ShutdownOptions {
  /** How long requests and jobs in flight may take before connections are cut. */
  deadlineMs: number;
  /** How long a keep-alive connection must have been idle before it is closed. */
  idleGraceMs?: number;
}

interface Connection {
  /** Requests being answered on this connection. */
  active: number;
  idleSince: number;
}

export interface GracefulShutdown {
  /** True from the moment the shutdown starts. */
  readonly draining: boolean;
  /** Runs the shutdown; true when everything finished within the deadline. */
  shutdown(options: ShutdownOptions): Promise<boolean>;
}

const DRAINING_MESSAGE = "The server is restarting. Please try again in a moment.";

/** Tracks the app's connections and answers new requests with 503 once the shutdown began. */
export function installGracefulShutdown(app: FastifyInstance): GracefulShutdown {
  let draining = false;
  const connections = new Map<Socket, Connection>();

  app.server.on("connection", (socket: Socket) => {
    connections.set(socket, { active: 0, idleSince: Date.now() });
    socket.once("close", () => connections.delete(socket));
  });
  app.server.on("request", (request: { socket: Socket }, response: NodeJS.EventEmitter) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.active += 1;
    response.once("close", () => {
      connection.active -= 1;
      connection.idleSince = Date.now();
    });
  });

  // First of all hooks: while draining nothing else runs, not even the session lookup.
  app.addHook("onRequest", (_request, _reply, done) => {
    done(draining ? serviceUnavailable(DRAINING_MESSAGE, 5) : undefined);
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (draining) reply.header("connection", "close");
    done(null, payload);
  });

  function closeIdle(idleGraceMs: number) {
    const now = Date.now();
    for (const [socket, connection] of connections) {
      if (connection.active === 0 && now - connection.idleSince >= idleGraceMs) socket.destroy();
    }
  }

  return {
    get draining() {
      return draining;
    },
    async shutdown({ deadlineMs, idleGraceMs = 1000 }) {
      draining = true;
      const started = Date.now();
      // Stop the job worker from taking new work now; the job in hand finishes.
      const jobsStopped = app.ctx.jobs.stop();
      const drained = new Promise<void>((resolve) => {
        if (!app.server.listening) return resolve();
        // net's close, not http's: see point 1 above.
        net.Server.prototype.close.call(app.server, () => resolve());
      });
      const sweeper = setInterval(() => closeIdle(idleGraceMs), Math.min(100, idleGraceMs));
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), deadlineMs);
      });
      let finished = await Promise.race([drained.then(() => true), deadline]);
      clearInterval(sweeper);
      if (!finished) app.server.closeAllConnections();
      // The app's own close (the job in flight, hooks) gets what is left, and a moment more if cut.
      const remaining = Math.max(1000, deadlineMs - (Date.now() - started));
      const closed = await Promise.race([
        Promise.all([jobsStopped, app.close()]).then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), remaining).unref()),
      ]);
      clearTimeout(timer);
      finished &&= closed;
      return finished;
    },
  };
}
