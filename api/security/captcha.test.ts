import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCaptchaVerifier } from "./captcha";

describe("disabled captcha verifier", () => {
  it("warns exactly once and accepts every call", async () => {
    const lines: string[] = [];
    const verifier = createCaptchaVerifier({}, (line) => lines.push(line));
    expect(verifier.enabled).toBe(false);

    expect(await verifier.verify("anything")).toBe(true);
    expect(await verifier.verify(undefined)).toBe(true);
    expect(await verifier.verify("", "203.0.113.7")).toBe(true);

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/disabled/i);
    expect(lines[0]).toContain("TURNSTILE_SITE_KEY");
    expect(lines[0]).toContain("TURNSTILE_SECRET_KEY");
  });

  it.each([
    [{ siteKey: "real-site", secretKey: "" }],
    [{ siteKey: "   ", secretKey: "real-secret" }],
    [{ siteKey: "changeme", secretKey: "real-secret" }],
    [{ siteKey: "real-site", secretKey: "your-secret-key" }],
    [{ siteKey: "YOUR-SITE-KEY", secretKey: "xxx" }],
  ])("is disabled for missing or placeholder keys: %o", (settings) => {
    const lines: string[] = [];
    expect(createCaptchaVerifier(settings, (line) => lines.push(line)).enabled).toBe(false);
    expect(lines).toHaveLength(1);
  });
});

describe("enabled captcha verifier (local Turnstile stand-in)", () => {
  interface SeenRequest {
    contentType: string | undefined;
    form: URLSearchParams;
  }

  let server: Server;
  let verifyUrl: string;
  let requests: SeenRequest[] = [];
  let mode: "turnstile" | "html" = "turnstile";

  beforeAll(async () => {
    // Speaks Turnstile's siteverify protocol: form-encoded POST in, JSON out.
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
        requests.push({ contentType: req.headers["content-type"], form });
        if (mode === "html") {
          res.writeHead(502, { "content-type": "text/html" });
          res.end("<html>Bad gateway</html>");
          return;
        }
        const ok = req.method === "POST" && form.get("secret") === "test-secret" && form.get("response") === "good-token";
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify(
            ok
              ? { success: true, challenge_ts: new Date().toISOString(), hostname: "localhost", "error-codes": [] }
              : { success: false, "error-codes": ["invalid-input-response"] },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    verifyUrl = `http://127.0.0.1:${port}/turnstile/v0/siteverify`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
  });

  beforeEach(() => {
    requests = [];
    mode = "turnstile";
  });

  function verifier(secretKey = "test-secret", log: (line: string) => void = () => {}) {
    return createCaptchaVerifier({ siteKey: "test-site", secretKey, verifyUrl }, log);
  }

  it("is enabled and does not warn when real keys are configured", () => {
    const lines: string[] = [];
    expect(verifier("test-secret", (line) => lines.push(line)).enabled).toBe(true);
    expect(lines).toEqual([]);
  });

  it("accepts a good token", async () => {
    expect(await verifier().verify("good-token")).toBe(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(requests[0]?.form.get("secret")).toBe("test-secret");
    expect(requests[0]?.form.get("response")).toBe("good-token");
  });

  it("rejects a bad token", async () => {
    expect(await verifier().verify("bad-token")).toBe(false);
    expect(requests).toHaveLength(1);
  });

  it("rejects a good token sent with the wrong secret", async () => {
    expect(await verifier("other-secret").verify("good-token")).toBe(false);
    expect(requests).toHaveLength(1);
  });

  it("rejects a missing or empty token without a request", async () => {
    const v = verifier();
    expect(await v.verify(undefined)).toBe(false);
    expect(await v.verify("")).toBe(false);
    expect(await v.verify("   ")).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it("forwards the remote IP, and omits it when not given", async () => {
    const v = verifier();
    expect(await v.verify("good-token", "203.0.113.7")).toBe(true);
    expect(await v.verify("good-token")).toBe(true);
    expect(requests).toHaveLength(2);
    expect(requests[0]?.form.get("remoteip")).toBe("203.0.113.7");
    expect(requests[1]?.form.has("remoteip")).toBe(false);
  });

  it("rejects and logs a non-JSON answer", async () => {
    mode = "html";
    const lines: string[] = [];
    expect(await verifier("test-secret", (line) => lines.push(line)).verify("good-token")).toBe(false);
    expect(requests).toHaveLength(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/non-JSON/);
  });

  it("rejects and logs when the verify URL is unreachable", async () => {
    // Grab a free port, then close it so nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const lines: string[] = [];
    const v = createCaptchaVerifier({ siteKey: "test-site", secretKey: "test-secret", verifyUrl: `http://127.0.0.1:${port}/siteverify` }, (line) => lines.push(line));
    expect(await v.verify("good-token")).toBe(false);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/request failed/);
  });
});
