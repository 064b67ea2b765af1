import { useLoaderData } from "@remix-run/react";
import { routeMeta } from "~/platform/seo/route-meta";
import { ArticleLayout, ArticleSections } from "./article-layout";
import type { loader } from "./privacy.server";

export { loader } from "./privacy.server";

export const meta = routeMeta;

export default function PrivacyPage() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <ArticleLayout title={content.title} intro={content.intro} updated={content.updated}>
      <ArticleSections sections={content.sections} />
    </ArticleLayout>
  );
}
