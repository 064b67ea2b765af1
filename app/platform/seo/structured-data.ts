/** The two structured-data blocks every page carries (§2 page metadata). */
export function siteStructuredData({ siteUrl, siteName }: { siteUrl: string; siteName: string }) {
  return [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: siteName,
      url: `${siteUrl}/`,
      logo: `${siteUrl}/img/logo.png`,
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: siteName,
      url: `${siteUrl}/`,
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${siteUrl}/buscar/?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
  ];
}

/** JSON inside <script type="application/ld+json"> must not be able to close the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** One step of a breadcrumb trail, with its absolute URL. */
export interface BreadcrumbEntry {
  name: string;
  url: string;
}

/** schema.org BreadcrumbList of a page's trail, from the site root to the page itself. */
export function breadcrumbStructuredData(entries: BreadcrumbEntry[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: entries.map((entry, index) => ({ "@type": "ListItem", position: index + 1, name: entry.name, item: entry.url })),
  };
}
