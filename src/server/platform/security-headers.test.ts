import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import helmet, { type HelmetOptions } from "helmet";
import { describe, expect, it } from "vitest";
import { helmetHeaders } from "./security-headers.ts";

describe("helmetHeaders", () => {
  it("are exactly the headers helmet's own middleware writes on a response", () => {
    const options: HelmetOptions = {
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: null } },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: true,
      frameguard: { action: "deny" },
    };
    const request = new IncomingMessage(new Socket());
    const response = new ServerResponse(request);
    response.setHeader("X-Powered-By", "something");
    helmet(options)(request, response, () => {});
    const recorded = Object.fromEntries(
      Object.entries(helmetHeaders(options)).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(recorded).toEqual(response.getHeaders());
    expect(recorded["strict-transport-security"]).toContain("max-age=");
  });
});
