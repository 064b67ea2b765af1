import type { MetaDescriptor } from "@remix-run/node";
import { type Locale, localeTags } from "~/platform/i18n/locales";

export interface PageMetaInput {
  /** The page's own title; the site name is appended by the template. Omit for the default title. */
  title?: string;
  description: string;
  keywords?: string;
  siteName: string;
  defaultTitle: string;
  locale: Locale;
  /** Canonical absolute URL of the page: its path and canonical query (decision 013). */
  url: string;
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
}

/** Title template "{page title} - {site name}", description, keywords, locale, og:* and twitter:*. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = input.title ? `${input.title} - ${input.siteName}` : `${input.siteName} - ${input.defaultTitle}`;
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { property: "og:locale", content: localeTags[input.locale].og },
    { property: "og:site_name", content: input.siteName },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: input.url },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
  ];
  if (input.keywords) descriptors.push({ name: "keywords", content: input.keywords });
  if (input.image) {
    descriptors.push({ property: "og:image", content: input.image }, { name: "twitter:image", content: input.image });
  }
  if (input.noindex) descriptors.push({ name: "robots", content: "noindex,follow" });
  return descriptors;
}
