/**
 * Hostile inputs shared by the attack tests (docs/decisions/027): return addresses that try to leave
 * the site, malformed query values, odd slugs and cursors, and a seeded generator so a fuzz run is
 * the same run every time. A new area feeds its own parameters with these. The XSS payloads are
 * beside them in xss-corpus.ts (docs/decisions/032).
 */
import { seededRandom } from "#api/seed/random";

export { seededRandom };

/**
 * Return addresses aimed at evil.example, as the form field or query parameter receives them (already decoded once): each
 * one either names another site in a way some browser or parser honours, or is malformed enough to
 * have broken a handler. None may send a browser off the site, and none may answer 5xx.
 */
export const redirectCorpus: readonly string[] = [
  // Protocol-relative and absolute.
  "//evil.example",
  "///evil.example",
  "////evil.example/x",
  "https://evil.example",
  "http://evil.example/",
  "HTTPS://EVIL.EXAMPLE",
  "https:evil.example",
  "https:/evil.example",
  "ftp://evil.example",
  "//evil.example@localhost",
  "//localhost@evil.example",
  "http://localhost@evil.example/",
  "//localhost.evil.example",
  "//127.0.0.1:1/",
  "//[::1]:1/",
  // Backslashes (browsers read them as slashes in http(s) URLs).
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  "/./\\evil.example",
  "/.\\/evil.example",
  "/../\\evil.example",
  // Tab, CR and LF, which browsers remove before parsing.
  "/\t/evil.example",
  "/\t//evil.example",
  "\t//evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\r\n/evil.example",
  "/\r\n/x",
  "//\tevil.example",
  "/\\\t/evil.example",
  "/x\r\nSet-Cookie: stolen=1",
  "/x\r\nLocation: //evil.example",
  // Leading and trailing C0 controls and spaces, which the URL parser trims.
  " //evil.example",
  "\u0000//evil.example",
  "\u001f//evil.example",
  "//evil.example\u0000",
  "/\u0000/x",
  "/x\u0000",
  "\u000b//evil.example",
  "\f//evil.example",
  // Dot segments that collapse into "//".
  "/.//evil.example",
  "/..//evil.example",
  "/x/..//evil.example",
  "/%2e%2e//evil.example",
  "/.%2F/evil.example",
  // The locale prefix, which localising must not turn into "//".
  "/en//evil.example",
  "/en/\\evil.example",
  "/es//evil.example",
  "/en/..//evil.example",
  "/en",
  // Percent-encoded slashes, backslashes and controls (a second decoding must not reveal a host).
  "/%2F%2Fevil.example",
  "%2F%2Fevil.example",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  "/%09/evil.example",
  "/%0D%0A/evil.example",
  "/%252F%252Fevil.example",
  "/%00/x",
  // Non-ASCII: ideographic space and full stop, full-width letters and solidus, IDN.
  "/\u3000/x",
  "//evil\u3002example",
  "//\uff45\uff56\uff49\uff4c.example",
  "/\uff0fevil.example",
  "/\u2215evil.example",
  "//xn--vil-bpa.example",
  "//évil.example",
  "\u00a0//evil.example",
  // Other schemes.
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  // Odd but harmless shapes.
  "",
  " ",
  "?next=//evil.example",
  "#//evil.example",
  "/#//evil.example",
  `/${"a".repeat(5000)}`,
];

/**
 * Malformed query values: numbers out of every range, types that are not numbers, controls,
 * non-ASCII, very long text and markup. Used as they are (the request encodes them).
 */
export const malformedValues: readonly string[] = [
  "",
  " ",
  "-1",
  "0",
  "1.5",
  "2147483648",
  "9007199254740993",
  "1e309",
  "-1e309",
  "NaN",
  "Infinity",
  "0x10",
  "1,2,3",
  ",,,",
  "true",
  "null",
  "undefined",
  "[]",
  "{}",
  '{"a":1}',
  "__proto__",
  "constructor",
  "\u0000",
  "a\u0000b",
  "\r\n",
  "\t",
  "\u3000",
  "\u200b",
  "\ufeff",
  "\ud800",
  "😀",
  "ñandú",
  "' OR 1=1 --",
  '"; drop table recipes; --',
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "../../etc/passwd",
  "%",
  "%%",
  "a".repeat(600),
  "x,".repeat(300),
  "slug-".repeat(40),
];

/**
 * Query fragments sent without encoding: broken percent escapes and bytes that are not UTF-8, which
 * only a request written by hand carries.
 */
export const rawQueryValues: readonly string[] = ["%", "%zz", "%E0%A4%A", "%ED%A0%80", "%C0%AE", "%FF", "%00", "%0D%0A", "a%2Cb", "%2C%2C"];

/** Path segments for `/receta/{slug}`, `/categoria/{slug}` and the like, sent as they are (already encoded). */
export const oddSlugs: readonly string[] = [
  "2147483648",
  "-1",
  "0",
  "99999999999999999999",
  "1e5",
  "..%2F",
  "..%2f..%2f",
  "%2e%2e",
  ".",
  "%00",
  "a%00b",
  "%0D%0A",
  "%E3%80%80",
  "%C0%AE",
  "%FF",
  "%ED%A0%80",
  "%",
  "%25",
  "%5C",
  "%2F%2Fevil.example",
  "x".repeat(300),
  "%F0%9F%98%80",
  "ñandú",
  "__proto__",
  "constructor",
  "null",
  "paella;drop",
  "a'b",
  "<b>",
];

/** Cursors: not base64url, base64url of the wrong JSON, of no JSON, too long, or numbers. */
export const badCursors: readonly string[] = [
  "",
  "!!!",
  "====",
  "a",
  "bnVsbA",
  "e30",
  "W10",
  "WzFd",
  "eyJ4IjoxfQ",
  "WyJ4IiwieSJd",
  Buffer.from(JSON.stringify([Number.MAX_SAFE_INTEGER * 10, "x"])).toString("base64url"),
  Buffer.from(JSON.stringify({ id: -1, at: "not a date" })).toString("base64url"),
  Buffer.from(JSON.stringify(["1970-01-01T00:00:00Z", 2147483648])).toString("base64url"),
  Buffer.from(JSON.stringify(["9999-99-99", "1"])).toString("base64url"),
  Buffer.from("\u0000\u0000").toString("base64url"),
  "A".repeat(2000),
  "-1",
  "2147483648",
  "%00",
];

/**
 * True when a browser that got `location` as the answer to `requestUrl` would leave the site: it is
 * resolved the way browsers do (the WHATWG URL parser also removes tab, CR and LF).
 */
export function leavesSite(location: string, requestUrl: string): boolean {
  try {
    return new URL(location, requestUrl).origin !== new URL(requestUrl).origin;
  } catch {
    return false;
  }
}
