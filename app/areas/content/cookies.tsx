import { useLoaderData } from "@remix-run/react";
import { routeMeta } from "~/platform/seo/route-meta";
import { ArticleLayout, ArticleSections } from "./article-layout";
import type { loader } from "./cookies.server";

export { loader } from "./cookies.server";

export const meta = routeMeta;

export default function CookiesPage() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <ArticleLayout title={content.title} intro={content.intro} updated={content.updated}>
      <ArticleSections sections={content.sections} />
    </ArticleLayout>
  );
}
