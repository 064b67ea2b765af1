import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { articleKinds } from "#api/contract/articles";
import { isApiError } from "~/platform/api-client/api-error";
import { getArticles } from "~/platform/api-client/articles.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getTranslator } from "~/platform/i18n/i18next.server";
import { readCursor } from "~/platform/paging/cursor.server";
import type { LoaderMeta } from "~/platform/seo/route-meta";

/** A kind the list knows; anything else is every kind (a mistyped link still shows the list). */
const kindParam = z.enum(articleKinds).optional().catch(undefined);

/** /articles: the newest articles first, by cursor, one kind when `?kind=` asks (decision 103). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const kind = kindParam.parse(url.searchParams.get("kind") ?? undefined);
  const cursor = readCursor(url);
  const [api, t] = await Promise.all([apiFor(request, context), getTranslator(request, "articles")]);
  const page = await getArticles(api, { kind, cursor }).catch((error) => {
    // A cursor the API cannot read: the first page instead.
    if (isApiError(error, 422) && cursor) return getArticles(api, { kind });
    throw error;
  });
  const meta: LoaderMeta = {
    title: kind ? t(`meta.kindTitle.${kind}`) : t("meta.title"),
    description: t("meta.description"),
    noindex: Boolean(cursor) || kind !== undefined,
  };
  return { page, kind: kind ?? null, cursor: cursor ?? null, meta };
}
