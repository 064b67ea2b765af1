import { useLocation, useRouteLoaderData } from "@remix-run/react";
import type { Crumb } from "~/components/navigation/breadcrumbs";
import type { SiteMeta } from "~/platform/seo/route-meta";
import { breadcrumbStructuredData, serializeJsonLd } from "~/platform/seo/structured-data";

/** Structured data is data, never executed: set like the site-wide blocks in root.tsx. */
export function JsonLd({ block }: { block: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }} />;
}

/** A site path as the absolute address structured data names. */
export function useAbsoluteUrl() {
  const siteUrl = useRouteLoaderData<{ site?: SiteMeta }>("root")?.site?.siteUrl ?? "";
  return (path: string) => `${siteUrl}${path}`;
}

/** A page's visible breadcrumb trail as schema.org's BreadcrumbList (the last crumb is the page itself). */
export function BreadcrumbData({ trail }: { trail: Crumb[] }) {
  const absolute = useAbsoluteUrl();
  const { pathname } = useLocation();
  return <JsonLd block={breadcrumbStructuredData(trail.map((crumb) => ({ name: crumb.name, url: absolute(crumb.to ?? pathname) })))} />;
}
