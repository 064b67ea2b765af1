import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import zlib from "node:zlib";

const fixtures = path.join(import.meta.dirname, "../../api/recipe-import/fixtures");

/**
 * A web server on 127.0.0.1 that serves the recipe-page fixtures (real-world shapes: a WordPress
 * @graph, HowToSection, microdata…) and the awkward answers an import must survive: redirects,
 * a page too large, a JSON answer, a gzip page, one that never answers. `hits` counts requests, so
 * a test can show that a refused address was never connected to.
 */
export async function startRecipePageServer() {
  let hits = 0;
  const server = http.createServer((request, response) => {
    hits++;
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const page = /^\/pages\/([\w-]+\.html)$/.exec(url.pathname)?.[1];
    if (page && fs.existsSync(path.join(fixtures, page))) {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return response.end(fs.readFileSync(path.join(fixtures, page)));
    }
    if (url.pathname === "/gzip") {
      response.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" });
      return response.end(zlib.gzipSync(fs.readFileSync(path.join(fixtures, "how-to-sections.html"))));
    }
    if (url.pathname === "/redirect") {
      const hops = Number(url.searchParams.get("hops") ?? 1);
      const to = url.searchParams.get("to") ?? "/pages/wprm-graph.html";
      response.writeHead(302, { Location: hops > 1 ? `/redirect?hops=${hops - 1}&to=${encodeURIComponent(to)}` : to });
      return response.end();
    }
    if (url.pathname === "/huge") {
      // No Content-Length: the cap must hold while reading, 64 KB at a time, 3 MB in all.
      response.writeHead(200, { "Content-Type": "text/html" });
      const chunk = Buffer.alloc(64 * 1024, "a");
      let sent = 0;
      const write = () => {
        while (sent < 48) {
          sent++;
          if (!response.write(chunk)) return response.once("drain", write);
        }
        response.end();
      };
      return write();
    }
    if (url.pathname === "/declared-huge") {
      response.writeHead(200, { "Content-Type": "text/html", "Content-Length": String(5 * 1024 * 1024) });
      return response.end();
    }
    if (url.pathname === "/json") {
      response.writeHead(200, { "Content-Type": "application/json" });
      return response.end('{"@type":"Recipe","name":"Not HTML"}');
    }
    if (url.pathname === "/slow") return; // never answers
    response.writeHead(404, { "Content-Type": "text/html" });
    response.end("<h1>Not found</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    get hits() {
      return hits;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
