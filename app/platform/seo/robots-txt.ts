import type { LoaderFunctionArgs } from "@remix-run/node";

/** Never guarded (§2). Crawlers may read every public page; private areas and the API are off-limits. */
export async function loader({ context }: LoaderFunctionArgs) {
  const site = context.env.siteUrl;
  const privateAreas = ["/api/", "/admin", "/settings", "/user/", "/auth/", "/resources/"];
  const lines = ["User-agent: *", ...privateAreas.flatMap((path) => [`Disallow: ${path}`, `Disallow: /en${path}`]), "Allow: /", "", `Sitemap: ${site}/sitemap.xml`, ""];
  return new Response(lines.join("\n"), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
