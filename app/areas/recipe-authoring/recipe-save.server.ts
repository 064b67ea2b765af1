import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { z } from "zod";
import { RECORD_ID_MAX } from "#api/contract/limits";
import { ApiError, isApiError } from "~/platform/api-client/api-error";
import type { ApiClient } from "~/platform/api-client/client.server";
import { type Category, categoryTypeValues } from "#api/contract/catalogue";
import { getCategories, getTags } from "~/platform/api-client/catalogue.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { createRecipeDraft, publishRecipe, updateRecipe, uploadPhoto } from "~/platform/api-client/recipe-authoring.server";
import { apiErrorReply } from "~/platform/api-client/api-error-reply.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import type { CategoryGroup } from "./category-picker";
import { apiFieldToForm, MAIN_PHOTO_FILE_FIELD, recipeFormSchema, REMOVE_MAIN_PHOTO_FIELD, toApiInput } from "./recipe-fields";

/** The whole tree, one group per kind in the catalogue's order, each depth first with a sub-category's parent named (decision 078). */
function categoryGroups(tree: Category[]): CategoryGroup[] {
  const groups = new Map<Category["type"], CategoryGroup>(categoryTypeValues.map((type) => [type, { type, categories: [] }]));
  const walk = (category: Category, parent: string | null) => {
    groups.get(category.type)!.categories.push({ slug: category.slug, name: category.name, parent });
    for (const child of category.children) walk(child, category.name);
  };
  for (const root of tree) walk(root, null);
  return [...groups.values()].filter((group) => group.categories.length > 0);
}

/** The catalogue the form chooses from: every category, grouped by kind, and every tag. */
export async function formCatalogue(api: ApiClient) {
  const [categories, tags] = await Promise.all([getCategories(api), getTags(api)]);
  return {
    categories: categoryGroups(categories),
    tags: tags.map((tag) => ({ slug: tag.slug, name: tag.name })),
  };
}

/** A recipe named in an address or a hidden field: its id. */
export const recipeIdParam = z.coerce.number().int().min(1).max(RECORD_ID_MAX);

const STEP_PHOTO_FIELD = /^(step_sections\[\d+\]\.steps\[\d+\])\.photo$/;

/** The hidden field that keeps the address of the photo a file input sends: the step's `image_url`, or the recipe's `featured_image_url`. */
function addressFieldOf(fileField: string): string | undefined {
  if (fileField === MAIN_PHOTO_FILE_FIELD) return "featured_image_url";
  const step = STEP_PHOTO_FIELD.exec(fileField);
  return step ? `${step[1]}.image_url` : undefined;
}

/**
 * Photos first: each chosen file goes to POST /api/photos and its address goes into its hidden
 * field, so a refused submit (or an added row) keeps the pictures already sent. A new main photo
 * replaces the old one, whatever its "remove" box said. Returns the form without its files and any
 * photo the API refused, by field.
 */
async function sendPhotos(api: ApiClient, formData: FormData) {
  const fields = new FormData();
  const sent = new Map<string, string>();
  const refused: Record<string, string[]> = {};
  for (const [name, value] of formData.entries()) {
    if (typeof value === "string") {
      fields.append(name, value);
      continue;
    }
    const addressField = addressFieldOf(name);
    if (!addressField || value.size === 0) continue;
    try {
      sent.set(addressField, (await uploadPhoto(api, value)).url);
    } catch (error) {
      if (!isApiError(error)) throw error;
      refused[name] = [Object.values(error.fieldErrors).flat()[0] ?? error.message];
    }
  }
  // After the loop: the hidden fields and the "remove" box may come before or after their file inputs.
  for (const [addressField, url] of sent) fields.set(addressField, url);
  if (sent.has("featured_image_url")) fields.delete(REMOVE_MAIN_PHOTO_FIELD);
  return { fields, refused };
}

/** What the two save buttons (and the script's autosave) ask. */
const saveChoice = z.enum(["draft", "publish", "autosave"]).catch("draft");

/**
 * The recipe form's action for /agregar and /agregar/{id}: rows added or removed (conform's intents)
 * re-render with everything typed; a valid form creates the draft or updates `recipeId`, then
 * publishes when asked. After a draft → its edit page; after publishing → the recipe page.
 */
export async function saveRecipeForm(request: Request, context: AppLoadContext, recipeId: number | null) {
  const api = await apiFor(request, context);
  const t = await getTranslator(request);
  const locale = requestLocale(request);
  const { fields, refused } = await sendPhotos(api, await request.formData());
  const save = saveChoice.parse(fields.get("save"));
  // A draft the script's autosave (or an earlier refused publish) already made on /agregar.
  const draft =
    recipeId ??
    recipeIdParam
      .nullable()
      .catch(null)
      .parse(fields.get("draft") || null);
  const submission = parseWithZod(fields, { schema: recipeFormSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply(), draft, savedAt: null }, { status: submission.status === "error" ? 400 : 200 });
  if (Object.keys(refused).length > 0) return data({ result: submission.reply({ fieldErrors: refused }), draft, savedAt: null }, { status: 422 });

  const { input, kept } = toApiInput(submission.value, locale);
  let saved;
  try {
    saved = draft === null ? (await createRecipeDraft(api, input)).data : (await updateRecipe(api, draft, input)).data;
    if (save === "publish" && saved.status !== "published") saved = (await publishRecipe(api, saved.id)).data;
  } catch (error) {
    if (!isApiError(error)) throw error;
    const formError = new ApiError(
      error.message,
      error.status,
      error.code,
      Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [apiFieldToForm(field, kept), messages])),
    );
    const { result, status } = apiErrorReply(submission, formError, { fields: [...Object.keys(formError.fieldErrors)] });
    return data({ result, draft: saved?.id ?? draft, savedAt: null }, { status });
  }
  if (save === "autosave") return data({ result: submission.reply(), draft: saved.id, savedAt: saved.updated_at });
  if (save === "publish") throw redirect(localizePath(`/receta/${saved.slug}`, locale), 303);
  throw redirect(`${localizePath(`/agregar/${saved.id}`, locale)}?saved=1`, 303);
}
