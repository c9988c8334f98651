import net from "node:net";

/**
 * A TCP port free on loopback right now: the OS picks one for a throwaway listener, which is then
 * closed. For the tests, benchmarks and the Playwright config that start a server of their own.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}
