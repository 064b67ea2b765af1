import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireMember } from "~/platform/access/current-user.server";
import { getTranslator } from "~/platform/i18n/i18next.server";

/** /settings: one card per section of the member's settings. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const t = await getTranslator(request, "settings");
  return { meta: { title: t("overview.title"), description: t("overview.description") } };
}
