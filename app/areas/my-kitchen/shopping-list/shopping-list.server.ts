import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { RECORD_ID_MAX, SERVINGS_MAX, SERVINGS_MIN, SHOPPING_LINE_TEXT_MAX_LENGTH, SLUG_MAX_LENGTH } from "#api/contract/limits";
import { isApiError } from "~/platform/api-client/api-error";
import type { ApiClient } from "~/platform/api-client/client.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import {
  addMealPlanToShoppingList,
  addRecipeListToShoppingList,
  addRecipeToShoppingList,
  addShoppingLine,
  clearShoppingLines,
  deleteShoppingLine,
  getShoppingList,
  updateShoppingLine,
} from "~/platform/api-client/shopping-list.server";
import { getPendingInvitations, getShoppingListPeople, getUsableShoppingLists } from "~/platform/api-client/shopping-list-sharing.server";
import { requireMember } from "~/platform/access/current-user.server";
import { sharingOutcomes } from "~/areas/my-kitchen/shopping-list-sharing/sharing-form";
import { isEnhancedSubmission } from "~/platform/http/enhanced-form";
import { notFound } from "~/platform/http/responses.server";
import { safeRedirectPath } from "~/platform/http/safe-redirect";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";

const id = z.coerce.number().int().min(1).max(RECORD_ID_MAX);
const listQuery = z.object({ list: id.optional().catch(undefined), sharing: z.enum(sharingOutcomes).optional().catch(undefined) });

/** /user/shopping-list: the member's own list, or (`?list=`) one shared with them. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const t = await getTranslator(request, "shopping-list");
  const { list: listId, sharing } = listQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  try {
    const api = await apiFor(request, context);
    const list = await getShoppingList(api, listId);
    // Who uses it, the member's other lists (decision 048) and invitations waiting for an answer (077).
    const [people, lists, invitations] = await Promise.all([getShoppingListPeople(api, list.id), getUsableShoppingLists(api), getPendingInvitations(api)]);
    return { list, people, lists, invitations, sharingDone: sharing ?? null, meta: { title: t("page.title"), description: t("page.description") } };
  } catch (error) {
    if (isApiError(error, 404)) throw notFound(request);
    throw error;
  }
}

const text = z.string().trim().min(1).max(SHOPPING_LINE_TEXT_MAX_LENGTH);
const key = z.string().trim().min(1).max(SLUG_MAX_LENGTH);

/** What the page's forms, the recipe page's button and the planner's and lists' links post. */
const shoppingForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("from-recipe"), recipe: key, servings: z.coerce.number().int().min(SERVINGS_MIN).max(SERVINGS_MAX).optional() }),
  z.object({ intent: z.literal("from-list"), list: key }),
  z.object({ intent: z.literal("from-plan"), plan: id }),
  z.object({ intent: z.literal("add-line"), text }),
  z.object({ intent: z.literal("tick"), line: id, checked: z.enum(["0", "1"]) }),
  z.object({ intent: z.literal("edit-line"), line: id, text }),
  z.object({ intent: z.literal("delete-line"), line: id }),
  z.object({ intent: z.literal("clear-checked") }),
  z.object({ intent: z.literal("clear-all") }),
]);
type ShoppingForm = z.infer<typeof shoppingForm>;

/** What a form's post answers a page that stays (JavaScript), or a page drawn again with the error (none). */
export type ShoppingActionAnswer = { ok: true; intent: ShoppingForm["intent"] } | { ok: false; intent: string; message: string; text?: string; line?: number };

async function perform(api: ApiClient, listId: number, form: ShoppingForm) {
  switch (form.intent) {
    case "from-recipe":
      return addRecipeToShoppingList(api, listId, form.recipe, form.servings);
    case "from-list":
      return addRecipeListToShoppingList(api, listId, form.list);
    case "from-plan":
      return addMealPlanToShoppingList(api, listId, form.plan);
    case "add-line":
      return addShoppingLine(api, listId, form.text);
    case "tick":
      return updateShoppingLine(api, listId, form.line, { checked: form.checked === "1" });
    case "edit-line":
      return updateShoppingLine(api, listId, form.line, { text: form.text });
    case "delete-line":
      return deleteShoppingLine(api, listId, form.line);
    case "clear-checked":
      return clearShoppingLines(api, listId, { onlyChecked: true });
    case "clear-all":
      return clearShoppingLines(api, listId, { onlyChecked: false });
  }
}

/**
 * Every change to the list. `shopping_list` names the list (the member's own when absent; the API
 * decides whether they may use it). A plain post comes back to the list, or for additions from a
 * recipe page to `redirectTo` (checked) marked `?shopping=added`; a hydrated page gets data.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireMember(request, context);
  const form = await request.formData();
  const t = await getTranslator(request, "shopping-list");
  const locale = requestLocale(request);
  const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"));
  const parsed = shoppingForm.safeParse(fields);
  const typed = typeof fields.text === "string" ? fields.text : undefined;
  if (!parsed.success) {
    const message = fields.intent === "add-line" || fields.intent === "edit-line" ? t("form.textInvalid", { max: SHOPPING_LINE_TEXT_MAX_LENGTH }) : t("form.invalid");
    return data<ShoppingActionAnswer>({ ok: false, intent: String(fields.intent ?? ""), message, text: typed, line: Number(fields.line) || undefined }, { status: 422 });
  }
  const api = await apiFor(request, context);
  const chosen = id.safeParse(fields.shopping_list);
  const listPath = localizePath("/user/shopping-list", locale) + (chosen.success ? `?list=${chosen.data}` : "");
  try {
    const listId = chosen.success ? chosen.data : (await getShoppingList(api)).id;
    await perform(api, listId, parsed.data);
  } catch (error) {
    if (!isApiError(error)) throw error;
    const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 502;
    return data<ShoppingActionAnswer>(
      { ok: false, intent: parsed.data.intent, message: error.message, text: typed, line: "line" in parsed.data ? parsed.data.line : undefined },
      { status },
    );
  }
  if (isEnhancedSubmission(form)) return data<ShoppingActionAnswer>({ ok: true, intent: parsed.data.intent });
  if (parsed.data.intent === "from-recipe") {
    const back = safeRedirectPath(typeof fields.redirectTo === "string" ? fields.redirectTo : undefined, listPath);
    const url = new URL(back, "http://this-site.invalid");
    url.searchParams.set("shopping", "added");
    return redirect(`${url.pathname}${url.search}${url.hash}`, 303);
  }
  return redirect(listPath, 303);
}
