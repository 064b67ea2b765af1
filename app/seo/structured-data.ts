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
        target: { "@type": "EntryPoint", urlTemplate: `${siteUrl}/buscar?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
  ];
}

/** JSON inside <script type="application/ld+json"> must not be able to close the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
