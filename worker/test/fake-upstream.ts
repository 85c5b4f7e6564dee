import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { FAKE_ROUTES } from "./fake-upstream-routes";
import { handlePush } from "./fake-push-service";

/**
 * A fake of every upstream service, replaying real recorded responses (../shared/fixtures, copied into
 * worker/test/fixtures). The first path segment picks the behaviour, the rest is the upstream's own path:
 *   /ok/<path>    the recorded response for <path>      /429/<path>  rate limited (Retry-After: 1)
 *   /500/<path>   server error                          /junk/<path> 200 with a body that is not the API's
 *   /503/<path>   unavailable (Retry-After: 120)
 *   /slow/<path>  the recorded response after 3 s (adapters must time out first)
 *   /push/...     a fake Web Push service that decrypts what it is sent (fake-push-service.ts)
 */
let server: Server;

export async function setup(project: TestProject) {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const [, mode, ...rest] = url.pathname.split("/");
    const path = `/${rest.join("/")}`;
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "Content-Type": "application/json", ...headers });
      res.end(body);
    };
    if (mode === "push") return handlePush(req, res, url, path);
    if (mode === "429") return send(429, JSON.stringify({ status: { error_code: 429 } }), { "Retry-After": "1" });
    if (mode === "500") return send(500, "Internal Server Error");
    if (mode === "503") return send(503, "Service Unavailable", { "Retry-After": "120" });
    if (mode === "junk") return send(200, "<html>not json</html>");
    const route = FAKE_ROUTES.find((r) => r.method === (req.method ?? "GET") && r.path.test(path));
    if (!route) return send(404, JSON.stringify({ error: `no fake for ${req.method} ${path}` }));
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const reply = route.reply(url, body);
      const delay = mode === "slow" ? 3000 : 0;
      setTimeout(() => send(reply.status ?? 200, reply.body, reply.headers), delay);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  project.provide("fakeUpstreamUrl", `http://127.0.0.1:${port}`);
}

export async function teardown() {
  await new Promise((resolve) => server?.close(resolve));
}

declare module "vitest" {
  export interface ProvidedContext {
    fakeUpstreamUrl: string;
  }
}
