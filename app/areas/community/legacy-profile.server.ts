import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { notFound } from "~/platform/http/responses.server";
import { canonicalUrl } from "~/platform/seo/canonical-url";

/**
 * /perfil/{slug}…: server.ts already 301s documents to /users/{slug}… (docs/decisions/020-profile-urls.md);
 * this answers client-side navigations and data requests with the same rule.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const decision = canonicalUrl(url.pathname, url.search);
  if (decision.action === "redirect") throw redirect(decision.location, 301);
  throw notFound(request);
}
