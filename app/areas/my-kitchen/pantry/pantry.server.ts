import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { MAX_PAGE, SEARCH_TEXT_MAX_LENGTH } from "#api/contract/limits";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { addPantryItem, getMakeableRecipes, getPantry, removePantryItem, searchIngredients, setAssumeStaples, updatePantryItem } from "~/platform/api-client/pantry.server";
import { requireMember } from "~/platform/access/current-user.server";
import { isEnhancedSubmission } from "~/platform/http/enhanced-form";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { exactMatch, type PantryAnswer, type PantryOutcome, pantryFormSchema, pantryOutcomes } from "./pantry-form";

const PANTRY_PATH = "/user/pantry";

const pantryQuery = z.object({
  q: z.string().trim().max(SEARCH_TEXT_MAX_LENGTH).catch(""),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
  done: z.enum(pantryOutcomes).optional().catch(undefined),
  quantity: z.string().max(20).optional().catch(undefined),
  unit: z.string().max(20).optional().catch(undefined),
});

/** /user/pantry: what the member has at home and what they can cook with it (decision 048). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const params = new URL(request.url).searchParams;
  const query = pantryQuery.parse(Object.fromEntries(params));
  const [api, t] = await Promise.all([apiFor(request, context), getTranslator(request, "pantry")]);
  const [pantry, recipes, matches] = await Promise.all([
    getPantry(api),
    getMakeableRecipes(api, query.page),
    query.q ? searchIngredients(api, query.q).catch((error) => (isApiError(error) ? [] : Promise.reject(error))) : Promise.resolve(null),
  ]);
  return {
    pantry,
    recipes,
    search: matches === null ? null : { q: query.q, matches, quantity: query.quantity ?? "", unit: query.unit ?? "" },
    done: query.done ?? null,
    meta: { title: t("meta.title"), description: t("meta.description"), noindex: true },
  };
}

const outcomeOf = (form: z.infer<typeof pantryFormSchema>): PantryOutcome => {
  switch (form.intent) {
    case "add":
      return "added";
    case "update":
      return "updated";
    case "remove":
      return "removed";
    case "staples":
      return form.assume_staples === "on" ? "staples-on" : "staples-off";
  }
};

/** Adds, changes or removes an ingredient, or switches the staples; a plain post comes back with `?done=`. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireMember(request, context);
  const locale = requestLocale(request);
  const pagePath = localizePath(PANTRY_PATH, locale);
  const formData = await request.formData();
  const enhanced = isEnhancedSubmission(formData);
  const values = Object.fromEntries([...formData].filter(([key, value]) => typeof value === "string" && !key.startsWith("_") && key !== "js")) as Record<string, string>;
  const intent = pantryFormSchema.options.map((option) => option.shape.intent.value).find((name) => name === values.intent) ?? "add";
  const [api, t] = await Promise.all([apiFor(request, context), getTranslator(request, "pantry")]);
  const parsed = pantryFormSchema.safeParse(values);
  if (!parsed.success) return data<PantryAnswer>({ intent, error: t("errors.invalid"), values }, { status: 400 });
  const form = parsed.data;
  try {
    let message: string;
    switch (form.intent) {
      case "add": {
        let slug = form.ingredient;
        if (!slug) {
          if (!form.q) return data<PantryAnswer>({ intent, error: t("errors.chooseIngredient"), values }, { status: 400 });
          // Typed without picking: what matches exactly is added; otherwise the member picks from the matches.
          const matches = await searchIngredients(api, form.q);
          slug = exactMatch(form.q, matches)?.slug;
          if (!slug) {
            const pick = new URLSearchParams({ q: form.q, ...(form.quantity ? { quantity: String(form.quantity) } : {}), ...(form.unit ? { unit: form.unit } : {}) });
            throw redirect(`${pagePath}?${pick}#pantry-add`, 303);
          }
        }
        message = (await addPantryItem(api, { ingredient: slug, quantity: form.quantity ?? null, unit: form.quantity ? (form.unit ?? "unit") : null })).message;
        break;
      }
      case "update":
        message = (await updatePantryItem(api, form.ingredient, { quantity: form.quantity ?? null, unit: form.quantity ? (form.unit ?? "unit") : null })).message;
        break;
      case "remove":
        message = (await removePantryItem(api, form.ingredient)).message;
        break;
      case "staples":
        message = (await setAssumeStaples(api, form.assume_staples === "on")).message;
        break;
    }
    if (!enhanced) throw redirect(`${pagePath}?done=${outcomeOf(form)}`, 303);
    return data<PantryAnswer>({ intent, message });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return data<PantryAnswer>({ intent, error: error.message, values }, { status: error.status ?? 503 });
  }
}
