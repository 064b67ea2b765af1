import { describe, expect, it } from "vitest";
import { inspectHtml, linksOf, parseHtml } from "../support/html-inspection";

const page = { url: "http://localhost:3210/receta/tortilla", nonce: "n0nce" };
const payload = "<img src=x onerror=__xss(7)>";
const escaped = "&lt;img src=x onerror=__xss(7)&gt;";
/** A page as ours are made: the member's text escaped in the body, in a field and in the loader data. */
const ourPage = (body: string, head = "") =>
  `<!DOCTYPE html><html lang="es"><head><title>Tortilla</title>${head}<script type="application/ld+json">{"name":"${escaped}"}</script></head>` +
  `<body><main>${body}</main><script nonce="n0nce">window.__remixContext = {"name":"\\u003cimg src=x onerror=__xss(7)>"};</script></body></html>`;

describe("the XSS corpus's inspection of a page's HTML", () => {
  it("accepts the member's text escaped as text, in a field's value, in JSON-LD and in our nonce's loader data", () => {
    const html = ourPage(`<h1>${escaped}</h1><input name="name" value="${escaped}"><a href="/users/x?q=__xss" title="${escaped}">ok</a><div data-name="${escaped}"></div>`);
    expect(inspectHtml(html, [payload], page)).toEqual({ missing: [], injected: [] });
  });

  it("finds a value in a field only (a one-line input loses its line breaks) and compares spacing loosely", () => {
    const html = ourPage(`<input value="a&#10;b"><textarea>uno\n  dos</textarea>`);
    expect(inspectHtml(html, ["a\nb", "uno dos"], page)).toEqual({ missing: [], injected: [] });
    expect(inspectHtml(ourPage(`<input value="a c">`), ["a\nb"], page).missing).toEqual(["a\nb"]);
  });

  it("reports a stored value the page does not show, or shows only inside a script, style or template", () => {
    const html = ourPage(`<style>/* Pepa */</style><template>Pepa</template><p>Otra</p>`);
    expect(inspectHtml(html, ["Pepa"], page).missing).toEqual(["Pepa"]);
  });

  it("reports a handler attribute, whatever its case or element", () => {
    expect(inspectHtml(ourPage(`<p>${escaped}</p><img src=x onerror=__xss(7)>`), [payload], page).injected).toEqual(["<img> onerror=__xss(7)"]);
    expect(inspectHtml(ourPage(`<p>${escaped}</p><svg><a ONLOAD="x"></a></svg>`), [], page).injected).toEqual(["<a> onload=x"]);
    expect(inspectHtml(ourPage(`<iframe srcdoc="x"></iframe>`), [], page).injected).toContain("<iframe> srcdoc=x");
  });

  it("reports a foreign element: a frame, or math and template as parsed inside svg or math", () => {
    expect(inspectHtml(ourPage(`<iframe src="/x"></iframe>`), [], page).injected).toEqual(["<iframe> element"]);
    expect(inspectHtml(ourPage(`<math><mi>x</mi></math>`), [], page).injected).toEqual(["<math> element"]);
    expect(inspectHtml(ourPage(`<template><b>x</b></template>`), [], page).injected).toEqual(["<template> element"]);
    expect(inspectHtml(ourPage(`<template id="B:0"><img src=x></template>`), [], page).injected).toEqual(["<template> element"]);
  });

  it("accepts React's mark of a boundary still streaming", () => {
    expect(inspectHtml(ourPage(`<!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0"></div>`), [], page).injected).toEqual([]);
  });

  it("reports a script holding the canary without our nonce, or with another", () => {
    expect(inspectHtml(ourPage(`<script>__xss(7)</script>`), [], page).injected).toEqual(["<script> __xss(7)"]);
    expect(inspectHtml(ourPage(`<script nonce="guess">__xss(7)</script>`), [], page).injected).toEqual(["<script> __xss(7)"]);
    expect(inspectHtml(ourPage(`<svg><script>__xss(7)</script></svg>`), [], page).injected).toEqual(["<script> __xss(7)"]);
    expect(inspectHtml(ourPage(`<style>body{background:url(/__xss/7)}</style>`), [], page).injected).toHaveLength(1);
  });

  it("reports our own script when the data broke out of its string and names the canary", () => {
    const html = ourPage(`<script nonce="n0nce">window.__remixContext = {"name":""};__xss(7);//"};</script>`);
    expect(inspectHtml(html, [], page).injected).toEqual(["<script> nonce script naming __xss outside its strings"]);
    const broken = ourPage(`<script nonce="n0nce">window.__remixContext = {"name":"\u2028__xss(7)" + };</script>`);
    expect(inspectHtml(broken, [], page).injected[0]).toMatch(/^<script> nonce script that does not parse/);
  });

  it("reports a javascript: or foreign address holding the canary, and a link to the canary's path", () => {
    expect(inspectHtml(ourPage(`<a href="javascript:__xss(7)">x</a>`), [], page).injected).toEqual(["<a> href=javascript:__xss(7)"]);
    expect(inspectHtml(ourPage(`<a href="https://elsewhere.example/__xss">x</a>`), [], page).injected).toHaveLength(1);
    expect(inspectHtml(ourPage(`<a href="/__xss/7">x</a>`), [], page).injected).toEqual(["<a> href=/__xss/7"]);
    expect(inspectHtml(ourPage(`<img src="/__xss/7">`), [], page).injected).toEqual(["<img> src=/__xss/7"]);
    expect(inspectHtml(ourPage(`<svg><a xlink:href="/x?__xss"><text>x</text></a></svg>`), [], page).injected).toEqual(["<a> xlink:href=/x?__xss"]);
  });

  it("reports a meta refresh whose content holds the canary, not a meta description", () => {
    const head = `<meta name="description" content="${escaped}"><meta http-equiv="refresh" content="0;url=javascript:__xss(7)">`;
    expect(inspectHtml(ourPage("", head), [], page).injected).toEqual(["<meta> content=0;url=javascript:__xss(7)"]);
  });

  it("reports JSON-LD that does not parse", () => {
    const head = `<script type="application/ld+json">{"name":"x"-__xss(7)-""}</script>`;
    expect(inspectHtml(ourPage("", head), [], page).injected).toEqual(["<script> JSON-LD that does not parse"]);
  });

  it("parses as a browser does: markup inside a title or textarea is text, a stray </p> in svg leaves it", () => {
    const tree = parseHtml(`<title><img src=x onerror=__xss(7)></title><textarea></textarea><img src=x onerror=__xss(7)></textarea>`);
    expect(inspectHtml(`<title><img src=x onerror=__xss(7)></title>`, [payload], page)).toEqual({ missing: [], injected: [] });
    expect(linksOf(tree)).toEqual([]);
    expect(inspectHtml(`<svg></p><style><a id="</style><img src=1 onerror=__xss(7)>">`, [], page).injected).toContain("<img> onerror=__xss(7)");
  });
});
