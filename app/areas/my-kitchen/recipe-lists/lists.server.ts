import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getMyRecipeLists, reorderRecipeLists } from "~/platform/api-client/recipe-lists.server";
import { requireMember } from "~/platform/access/current-user.server";
import { isEnhancedSubmission } from "~/platform/http/enhanced-form";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { listSlugField } from "./list-form";
import { direction, movedIndex, moveItem, slugList } from "./reorder.server";

/** /recipe-lists: the member's lists in their order. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const current = await requireMember(request, context);
  const [t, lists] = await Promise.all([getTranslator(request, "recipe-lists"), getMyRecipeLists(await apiFor(request, context))]);
  return {
    lists,
    memberSlug: current.user.slug,
    deleted: new URL(request.url).searchParams.get("deleted") === "1",
    meta: { title: t("lists.title"), description: t("lists.description") },
  };
}

const reorderForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("move"), slug: listSlugField, direction }),
  z.object({ intent: z.literal("order"), slugs: slugList }),
]);

/** Moves a list up or down (a form per button), or puts them all in the order a drag left them. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireMember(request, context);
  const t = await getTranslator(request);
  const form = await request.formData();
  const parsed = reorderForm.safeParse({ intent: form.get("intent"), slug: form.get("slug"), direction: form.get("direction"), slugs: form.getAll("slugs") });
  if (!parsed.success) return data({ error: t("recipe-lists:errors.badRequest") }, { status: 400 });
  const api = await apiFor(request, context);
  try {
    let slugs: string[];
    if (parsed.data.intent === "order") slugs = parsed.data.slugs;
    else {
      const current = (await getMyRecipeLists(api)).map((list) => list.slug);
      const from = current.indexOf(parsed.data.slug);
      if (from < 0) return data({ error: t("recipe-lists:errors.listNotFound") }, { status: 404 });
      const to = movedIndex(from, parsed.data.direction, current.length);
      slugs = to === undefined ? current : moveItem(current, from, to);
    }
    await reorderRecipeLists(api, slugs);
  } catch (error) {
    if (!isApiError(error)) throw error;
    return data({ error: error.message }, { status: error.status ?? 503 });
  }
  if (isEnhancedSubmission(form)) return { error: null };
  const anchor = parsed.data.intent === "move" ? `#list-${parsed.data.slug}` : "";
  throw redirect(`${localizePath("/recipe-lists", requestLocale(request))}${anchor}`, 303);
}
