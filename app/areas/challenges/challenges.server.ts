import type { LoaderFunctionArgs } from "@remix-run/node";
import { getChallenges } from "~/platform/api-client/challenges.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getTranslator } from "~/platform/i18n/i18next.server";
import type { LoaderMeta } from "~/platform/seo/route-meta";

/** /challenges: open challenges first, then voting, coming and finished ones (decision 109). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [api, t] = await Promise.all([apiFor(request, context), getTranslator(request, "challenges")]);
  const challenges = await getChallenges(api);
  const meta: LoaderMeta = { title: t("meta.title"), description: t("meta.description") };
  return { challenges, meta };
}
