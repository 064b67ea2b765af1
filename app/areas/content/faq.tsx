import { useLoaderData } from "@remix-run/react";
import { routeMeta } from "~/platform/seo/route-meta";
import { ArticleLayout, Paragraphs } from "./article-layout";
import type { loader } from "./faq.server";

export { loader } from "./faq.server";

export const meta = routeMeta;

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
              <span aria-hidden="true" className="text-accent transition-transform group-open:rotate-45">
                +
              </span>
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
