import { createCookie, createCookieSessionStorage } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { loadWebEnv } from "~/platform/config/env.server";
import { sealedCookie } from "./sealed-cookie.server";
import { getSession, sessionStorage } from "./session.server";

const token = "42|q7Zr2hWb9sKdLmN4pX8vTy1cE6uA3oGfJiH5kQ0w";
const email = "marta.secreta@example.com";
const secret = "a-session-secret-for-this-test-only-0123456789";
const previous = "the-secret-we-used-until-yesterday-9876543210";

/** The cookie's value as the browser stores it (name=value; attributes…). */
const valueOf = (setCookie: string) => decodeURIComponent(setCookie.split(";")[0]!.slice("__session=".length));

/** Every reading of the bytes someone holding the cookie could try: as sent, base64 and base64url decoded, whole and in parts. */
function readings(value: string): string[] {
  const pieces = [value, ...value.split(/[.]/)];
  const decoded = pieces.flatMap((piece) => [Buffer.from(piece, "base64").toString("latin1"), Buffer.from(piece, "base64url").toString("latin1")]);
  // One level deeper: Remix's own encoding is base64 of a JSON string.
  const deeper = decoded.flatMap((text) => text.replace(/^"|"$/g, "").split(".")).flatMap((piece) => [Buffer.from(piece, "base64").toString("latin1")]);
  return [...pieces, ...decoded, ...deeper];
}

const revealed = (value: string, secretText: string) =>
  readings(value).some(
    (text) => text.includes(secretText) || text.includes(Buffer.from(secretText).toString("base64")) || text.includes(Buffer.from(secretText).toString("base64url")),
  );

function storageWith(secrets: string[], name = "__session") {
  return createCookieSessionStorage({ cookie: sealedCookie(createCookie(name, { httpOnly: true, path: "/" }), secrets) });
}

describe("the session cookie", () => {
  const env = loadWebEnv({ NODE_ENV: "test", SESSION_SECRET: secret });

  it("carries the token and the member, and neither can be read from its bytes", async () => {
    const session = await getSession(new Request("http://localhost/"), env);
    session.set("token", token);
    session.set("user", { email, name: "Marta Secreta" } as never);
    const setCookie = await sessionStorage(env).commitSession(session);
    const value = valueOf(setCookie);
    // Remix's cookie encodes what it carries (base64 of JSON): here, only the sealed text.
    expect(JSON.parse(Buffer.from(value, "base64").toString("utf8"))).toMatch(/^v1\.[A-Za-z0-9_-]{200,}$/);
    expect(revealed(value, token)).toBe(false);
    expect(revealed(value, token.split("|")[1]!)).toBe(false);
    expect(revealed(value, email)).toBe(false);

    const back = await getSession(new Request("http://localhost/", { headers: { Cookie: setCookie.split(";")[0]! } }), env);
    expect(back.get("token")).toBe(token);
    expect(back.get("user")?.email).toBe(email);
    expect(setCookie).toMatch(/HttpOnly/);
  });

  it("was readable as Remix signs it alone: the check above would have caught it", async () => {
    const signedOnly = createCookieSessionStorage({ cookie: { name: "__session", secrets: [secret] } });
    const session = await signedOnly.getSession();
    session.set("token", token);
    expect(revealed(valueOf(await signedOnly.commitSession(session)), token)).toBe(true);
  });

  it("opens nothing changed, forged, moved to another cookie, or only signed (members signed in before sign in again)", async () => {
    const storage = storageWith([secret]);
    const session = await storage.getSession();
    session.set("token", token);
    const value = valueOf(await storage.commitSession(session));
    const sealed: string = JSON.parse(Buffer.from(value, "base64").toString("utf8"));
    /** A text as Remix's cookie carries it, so the forgery reaches the seal. */
    const carried = (text: string) => Buffer.from(JSON.stringify(text)).toString("base64");
    const flipped = sealed.slice(0, 20) + (sealed[20] === "A" ? "B" : "A") + sealed.slice(21);
    const signedOnly = createCookieSessionStorage({ cookie: { name: "__session", secrets: [secret] } });
    const old = await signedOnly.getSession();
    old.set("token", token);
    const oldValue = valueOf(await signedOnly.commitSession(old));
    expect((await storage.getSession(`__session=${encodeURIComponent(carried(sealed))}`)).get("token")).toBe(token);
    for (const cookie of [carried(flipped), carried("v1."), carried("v1.AAAA"), carried(`v2.${sealed.slice(3)}`), carried(sealed.slice(0, -2)), oldValue, value.slice(1), ""]) {
      const opened = await storage.getSession(`__session=${encodeURIComponent(cookie)}`);
      expect(opened.get("token"), cookie).toBeUndefined();
    }
    const elsewhere = storageWith([secret], "__other");
    expect((await elsewhere.getSession(`__other=${encodeURIComponent(value)}`)).get("token")).toBeUndefined();
  });

  it("keeps sessions sealed with a previous secret while it is listed, and seals new ones with the current", async () => {
    const before = storageWith([previous]);
    const session = await before.getSession();
    session.set("token", token);
    const header = (await before.commitSession(session)).split(";")[0]!;
    const rotated = storageWith([secret, previous]);
    const opened = await rotated.getSession(header);
    expect(opened.get("token")).toBe(token);
    const resealed = (await rotated.commitSession(opened)).split(";")[0]!;
    expect((await storageWith([secret]).getSession(resealed)).get("token")).toBe(token);
    expect((await storageWith([secret]).getSession(header)).get("token")).toBeUndefined();
  });

  it("is destroyed as an empty, expired cookie", async () => {
    const storage = storageWith([secret]);
    const destroyed = await storage.destroySession(await storage.getSession());
    expect(destroyed).toMatch(/^__session=;/);
    expect(destroyed).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});
