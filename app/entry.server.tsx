import { Writable } from "node:stream";
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { RETRY_AFTER_SECONDS } from "~/platform/api-client/api-error-page.server";
import { documentCachePolicy, NOT_STORED } from "~/platform/http/cache-policy";
import { ifNoneMatchHits, pageEtag } from "~/platform/http/etag.server";
import { NonceProvider } from "~/platform/http/nonce";
import { unpaddedStream, withoutViewPadding } from "~/platform/http/react-stream-padding.server";
import { i18nForRendering, requestLocale } from "~/platform/i18n/i18next.server";
import { unavailablePage } from "~/platform/http/unavailable-page.server";
import type { Locale } from "~/platform/i18n/locales";
import { logError, logWarning } from "~/platform/observability/log";
import { LOCALE_LAYOUT_ID } from "~/platform/routing/route-ids";
import { StylesheetProvider } from "~/styles/inline-stylesheet";
import appStylesheet from "~/styles/app.css?inline";
import { trackUsedNamespaces, TranslationChunksProvider } from "~/platform/i18n/translations-preload";
import translationChunks from "virtual:translation-chunks";

export const streamTimeout = 5_000;

/** server.ts passes what every loader and action throws through this (server/route-error-answers.ts). */
export { apiErrorPage as errorAnswer } from "~/platform/api-client/api-error-page.server";

type Pipe = (destination: NodeJS.WritableStream) => NodeJS.WritableStream;

/**
 * Renders a page. A page that may be cached (docs/decisions/014-http-caching.md) is rendered whole
 * and buffered, so it gets an ETag of its body and a matching If-None-Match gets a 304; any other
 * page streams.
 */
export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext, loadContext: AppLoadContext) {
  const locale = requestLocale(request);
  // Its own record of the namespaces the page uses: they say which translations the page preloads.
  const i18n = trackUsedNamespaces(await i18nForRendering(locale));
  const nonce = loadContext.cspNonce;
  const policy = documentCachePolicy({
    method: request.method,
    status: responseStatusCode,
    pathname: new URL(request.url).pathname,
    signedIn: Boolean((remixContext.staticHandlerContext.loaderData[LOCALE_LAYOUT_ID] as { user?: unknown } | undefined)?.user),
    setsCookie: responseHeaders.has("Set-Cookie"),
  });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // A thrown error page's own headers do not reach the document: a 503 says when to come back here.
  if (responseStatusCode === 503 && !responseHeaders.has("Retry-After")) responseHeaders.set("Retry-After", RETRY_AFTER_SECONDS);
  responseHeaders.set("Cache-Control", policy.cacheControl);
  // The theme and the session cookies change the page; the language comes from the path alone (decision 004).
  if (!/\bcookie\b/i.test(responseHeaders.get("Vary") ?? "")) responseHeaders.append("Vary", "Cookie");
  const cacheable = policy.maxAge !== undefined;
  // Crawlers and no-JavaScript clients get the whole document at once, and so does a page to hash.
  const readyEvent = cacheable || isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let cutOff = false;
    const renderStarted = performance.now();
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetProvider value={appStylesheet}>
          <TranslationChunksProvider value={translationChunks}>
            <I18nextProvider i18n={i18n}>
              <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
            </I18nextProvider>
          </TranslationChunksProvider>
        </StylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          if (!cacheable) {
            const body = unpaddedStream();
            body.once("close", () => clearTimeout(cutOffTimer));
            resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
            pipe(body);
            return;
          }
          renderedText(pipe).then((html) => {
            clearTimeout(cutOffTimer);
            if (responseStatusCode !== 200) {
              responseHeaders.set("Cache-Control", NOT_STORED);
              return resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            }
            const etag = pageEtag(html, nonce);
            responseHeaders.set("ETag", etag);
            if (ifNoneMatchHits(request.headers.get("If-None-Match"), etag)) {
              responseHeaders.delete("Content-Type");
              return resolve(new Response(null, { headers: responseHeaders, status: 304 }));
            }
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          }, reject);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // Cutting a render off reports every unfinished part as an error; the cut itself is logged once.
          if (cutOff) return;
          responseStatusCode = 500;
          if (shellRendered) logError(error);
        },
      },
    );
    // A render still unfinished this long after its data arrived is cut off. Before anything was sent
    // that is a 503 (the process is too busy, decision 033), never a 500; after, the rest of the
    // stream is left to the browser. Either way it is logged.
    const cutOffTimer = setTimeout(() => {
      cutOff = true;
      const elapsed = Math.round(performance.now() - renderStarted);
      const path = new URL(request.url).pathname;
      logWarning(`[render] ${request.method} ${path} cut off after ${elapsed} ms: ${shellRendered ? "the rest of the stream is left to the browser" : "answered 503"}`);
      if (!shellRendered) resolve(unavailableAnswer(responseHeaders, locale));
      abort();
    }, streamTimeout + 1_000);
  });
}

function unavailableAnswer(headers: Headers, locale: Locale): Response {
  headers.delete("ETag");
  headers.set("Cache-Control", NOT_STORED);
  headers.set("Retry-After", RETRY_AFTER_SECONDS);
  return new Response(unavailablePage(locale), { headers, status: 503 });
}

function renderedText(pipe: Pipe): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? Buffer.from(withoutViewPadding(chunk)) : Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    sink.on("error", reject);
    pipe(sink);
  });
}
