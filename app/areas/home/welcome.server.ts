import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import type { RecipeSummary } from "#api/contract/recipes";
import { isApiError } from "~/platform/api-client/api-error";
import { replyToApiError } from "~/platform/api-client/api-error-reply.server";
import { followMember } from "~/platform/api-client/community.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getFeaturedRecipes } from "~/platform/api-client/recipes.server";
import { getTastes, saveTastes } from "~/platform/api-client/tastes.server";
import { requireMember } from "~/platform/access/current-user.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { COOKS_TO_OFFER, welcomeSchema } from "./welcome-form";

/** The authors of the best recipes, each once, the member left out: cooks worth following on day one. */
function cooksToOffer(recipes: readonly RecipeSummary[], ownSlug: string) {
  const seen = new Map<string, RecipeSummary["user"]>();
  for (const { user } of recipes) if (user.slug !== ownSlug && !seen.has(user.slug)) seen.set(user.slug, user);
  return [...seen.values()].slice(0, COOKS_TO_OFFER);
}

/** /bienvenida: the short onboarding after sign-up (decision 071). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const current = await requireMember(request, context);
  const api = await apiFor(request, context);
  const [tastes, featured, t] = await Promise.all([getTastes(api), getFeaturedRecipes(api, 24), getTranslator(request, "home")]);
  return {
    tastes,
    cooks: cooksToOffer(featured, current.user.slug),
    meta: { title: t("welcome.title"), description: t("welcome.description") },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const locale = requestLocale(request);
  const current = await requireMember(request, context);
  const t = await getTranslator(request);
  const submission = parseWithZod(await request.formData(), { schema: welcomeSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const api = await apiFor(request, context);
  const { intent, diets, dislikes, cuisines, follow } = submission.value;
  const skip = intent === "skip";
  try {
    // Skipping records that the member was asked (the home stops inviting them), never erases what they chose before.
    if (!skip) await saveTastes(api, { diets, dislikes, cuisines });
    else if (!(await getTastes(api)).onboarded) await saveTastes(api, { diets: [], dislikes: [], cuisines: [] });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return replyToApiError(submission, error, { fields: ["diets", "dislikes", "cuisines"] });
  }
  if (!skip) {
    // A cook who is gone, or oneself, is simply not followed: the rest of the choice stands.
    const others = follow.filter((slug) => slug !== current.user.slug);
    await Promise.all(others.map((slug) => followMember(api, slug).catch((error: unknown) => (isApiError(error) ? undefined : Promise.reject(error)))));
  }
  throw redirect(localizePath("/", locale), 303);
}
