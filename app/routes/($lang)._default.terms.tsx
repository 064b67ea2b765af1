import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleLayout, ArticleSections } from "~/components/content/article-page";
import { articlePageContent } from "~/content/info-pages.server";
import { requestLocale } from "~/i18n/i18next.server";
import { routeMeta } from "~/seo/route-meta";

export const meta = routeMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const content = articlePageContent(requestLocale(request), "terms");
  return { content, meta: { title: content.title, description: content.description, type: "article" as const } };
}

export default function TermsPage() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <ArticleLayout title={content.title} intro={content.intro} updated={content.updated}>
      <ArticleSections sections={content.sections} />
    </ArticleLayout>
  );
}
