import { useLoaderData } from "@remix-run/react";
import { routeMeta } from "~/platform/seo/route-meta";
import type { loader } from "./about.server";
import { ArticleLayout, ArticleSections } from "./article-layout";

export { loader } from "./about.server";

export const meta = routeMeta;

export default function AboutPage() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <ArticleLayout title={content.title} intro={content.intro} updated={content.updated}>
      <ArticleSections sections={content.sections} />
    </ArticleLayout>
  );
}
