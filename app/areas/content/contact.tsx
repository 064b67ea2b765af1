import { useLoaderData } from "@remix-run/react";
import { routeMeta } from "~/platform/seo/route-meta";
import { ArticleLayout } from "./article-layout";
import type { loader } from "./contact.server";

export { loader } from "./contact.server";

export const meta = routeMeta;

export default function ContactPage() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <ArticleLayout title={content.title} intro={content.intro}>
      <dl className="grid gap-4 rounded-xl border border-line bg-surface p-6 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-ink-muted">{content.emailLabel}</dt>
          <dd>
            <a className="text-lg text-accent underline underline-offset-4" href={`mailto:${content.email}`}>
              {content.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-muted">{content.pressLabel}</dt>
          <dd>
            <a className="text-lg text-accent underline underline-offset-4" href={`mailto:${content.pressEmail}`}>
              {content.pressEmail}
            </a>
          </dd>
        </div>
      </dl>
      <p>{content.responseTime}</p>
      <p className="text-ink-muted">{content.formSoon}</p>
    </ArticleLayout>
  );
}
