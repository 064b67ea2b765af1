import type { LoaderFunctionArgs } from "@remix-run/node";
import { requestLocale } from "~/platform/i18n/i18next.server";
import { contactPageContent } from "./info-pages.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const content = contactPageContent(requestLocale(request));
  return { content, meta: { title: content.title, description: content.description } };
}
