import type { MetaArgs, MetaDescriptor } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import { type ErrorVariant, errorVariant } from "~/platform/http/error-page-data";
import type { Locale } from "~/platform/i18n/locales";
import { canonicalPageUrl, hasCampaignParameters } from "./canonical-query";
import { indexingDecision } from "./indexing";
import { pageMeta } from "./page-meta";

/** What a page loader returns under `meta`, already translated. */
export interface LoaderMeta {
  title?: string;
  description?: string;
  keywords?: string;
  image?: string;
  type?: "website" | "article";
  /** This view only (a later page, a filtered list); pages that are never indexed say so in app/platform/seo/indexing.ts. */
  noindex?: boolean;
}

/** Site-wide metadata the root loader provides in the page's language. */
export interface SiteMeta {
  locale: Locale;
  siteName: string;
  siteUrl: string;
  defaultTitle: string;
  description: string;
  keywords: string;
  /** The error pages' titles (app/platform/http/error-page-data.ts). */
  errorTitles: Record<ErrorVariant, string>;
}

/**
 * The one `meta` function of every page: the page's own `meta` from its loader over the site
 * defaults, and the error titles when the page failed.
 */
export function routeMeta({ data, matches, location, error }: MetaArgs): MetaDescriptor[] {
  const site = (matches.find((match) => match.id === "root")?.data as { site?: SiteMeta } | undefined)?.site;
  if (!site) return [{ title: "Sazón" }];
  const own = (data as { meta?: LoaderMeta } | undefined)?.meta ?? {};
  const url = canonicalPageUrl(site.siteUrl, location.pathname, location.search);
  const status = error && isRouteErrorResponse(error) ? error.status : 500;
  const errorTitle = error ? site.errorTitles[errorVariant(status)] : undefined;
  return pageMeta({
    title: errorTitle ?? own.title,
    description: own.description ?? site.description,
    keywords: own.keywords ?? site.keywords,
    siteName: site.siteName,
    defaultTitle: site.defaultTitle,
    locale: site.locale,
    url,
    image: own.image ? new URL(own.image, site.siteUrl).href : `${site.siteUrl}/img/logo.png`,
    type: own.type,
    noindex: own.noindex || indexingDecision(location.pathname) === "noindex" || Boolean(error) || hasCampaignParameters(location.search),
  });
}
