import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleLayout, Paragraphs } from "~/components/content/article-page";
import { faqPageContent } from "~/content/info-pages.server";
import { requestLocale } from "~/i18n/i18next.server";
import { routeMeta } from "~/seo/route-meta";

export const meta = routeMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const content = faqPageContent(requestLocale(request));
  return { content, meta: { title: content.title, description: content.description } };
}

/** Questions as native disclosure widgets: keyboard and screen-reader friendly, no JavaScript needed. */
export default function FaqPage() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <ArticleLayout title={content.title} intro={content.intro}>
      <div className="divide-y divide-line rounded-xl border border-line bg-surface">
        {Object.entries(content.items).map(([key, item]) => (
          <details key={key} className="group p-4 md:p-5">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
              <h2 className="font-sans text-lg">{item.question}</h2>
              <span aria-hidden="true" className="text-accent transition-transform group-open:rotate-45">+</span>
            </summary>
            <div className="mt-3 space-y-3 text-ink-muted">
              <Paragraphs text={item.answer} />
            </div>
          </details>
        ))}
      </div>
    </ArticleLayout>
  );
}
