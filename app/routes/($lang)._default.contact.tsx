import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleLayout } from "~/components/content/article-page";
import { contactPageContent } from "~/content/info-pages.server";
import { requestLocale } from "~/i18n/i18next.server";
import { routeMeta } from "~/seo/route-meta";

export const meta = routeMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const content = contactPageContent(requestLocale(request));
  return { content, meta: { title: content.title, description: content.description } };
}

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
