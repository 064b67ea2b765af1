/**
 * A local OAuth 2 / OpenID Connect provider for the browser tests (the real protocol, from the
 * oauth2-mock-server package), standing in for both Google and Facebook. Tests choose who signs in
 * next with `POST http://127.0.0.1:{control port}/next-profile` and a userinfo JSON body.
 */
import http from "node:http";
import { OAuth2Server } from "oauth2-mock-server";

const port = Number(process.env.OAUTH_MOCK_PORT ?? 3214);
const controlPort = Number(process.env.OAUTH_MOCK_CONTROL_PORT ?? 3215);
const queue: Record<string, unknown>[] = [];

const provider = new OAuth2Server();
await provider.issuer.keys.generate("RS256");
provider.service.on("beforeUserinfo", (response) => {
  response.body = queue.shift() ?? { sub: "mock-user", email: "mock@example.com", email_verified: true, name: "Mock User" };
});
await provider.start(port, "127.0.0.1");

http
  .createServer((request, response) => {
    if (request.method === "GET" && request.url === "/health") return void response.end("ok");
    if (request.method !== "POST" || request.url !== "/next-profile") return void response.writeHead(404).end();
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      queue.push(JSON.parse(body) as Record<string, unknown>);
      response.writeHead(204).end();
    });
  })
  .listen(controlPort, "127.0.0.1", () => console.log(`[oauth-mock] provider on ${port}, control on ${controlPort}`));
