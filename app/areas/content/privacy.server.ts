import type { LoaderFunctionArgs } from "@remix-run/node";
import { requestLocale } from "~/platform/i18n/i18next.server";
import { articlePageContent } from "./info-pages.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const content = articlePageContent(requestLocale(request), "privacy");
  return { content, meta: { title: content.title, description: content.description, type: "article" as const } };
}
