import { useLoaderData } from "@remix-run/react";
import { routeMeta } from "~/platform/seo/route-meta";
import { ArticleLayout, ArticleSections } from "./article-layout";
import type { loader } from "./terms.server";

export { loader } from "./terms.server";

export const meta = routeMeta;

export default function TermsPage() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <ArticleLayout title={content.title} intro={content.intro} updated={content.updated}>
      <ArticleSections sections={content.sections} />
    </ArticleLayout>
  );
}
