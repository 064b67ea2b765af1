import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { z } from "zod";
import { RECORD_ID_MAX } from "#api/contract/limits";
import { ApiError, isApiError } from "~/platform/api-client/api-error";
import type { ApiClient } from "~/platform/api-client/client.server";
import { type Category, categoryTypeValues } from "#api/contract/catalogue";
import { getCategories, getTags } from "~/platform/api-client/catalogue.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { createRecipeDraft, keepRecipeEdit, publishRecipe, updateRecipe, uploadPhoto } from "~/platform/api-client/recipe-authoring.server";
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

/** What the save buttons (and the script's autosave) ask; "keep-both" keeps an edit refused by a conflict as a separate draft. */
const saveChoice = z.enum(["draft", "publish", "autosave", "keep-both"]).catch("draft");

/** The revision the form was loaded at (decision 076): every save of an existing recipe sends it. */
const revisionField = z.coerce.number().int().min(1).max(RECORD_ID_MAX).nullable().catch(null);

/** The API's answer to one save: the recipe as saved, or the conflict's message when someone saved it since. */
async function saveThroughApi(api: ApiClient, save: z.infer<typeof saveChoice>, draft: number | null, revision: number | null, input: ReturnType<typeof toApiInput>["input"]) {
  if (draft === null) return { saved: (await createRecipeDraft(api, input)).data };
  if (save === "keep-both") return { saved: (await keepRecipeEdit(api, draft, input)).data, kept: true };
  try {
    // No revision to send (a form from before revisions): the API's 422 on it says nothing was saved, never an overwrite.
    return { saved: (await updateRecipe(api, draft, { ...input, revision: revision ?? 0 })).data };
  } catch (error) {
    if (isApiError(error, 409)) return { conflict: error.message };
    throw error;
  }
}

/**
 * The recipe form's action for /agregar and /agregar/{id}: rows added or removed (conform's intents)
 * re-render with everything typed; a valid form creates the draft or updates `recipeId` if it is
 * still at the form's revision, then publishes when asked, so publishing always publishes what was
 * on the screen. A save someone else overtook answers 409 with what was typed and the way out
 * (reload, or keep both). After a draft → its edit page; after publishing → the recipe page.
 */
export async function saveRecipeForm(request: Request, context: AppLoadContext, recipeId: number | null) {
  const api = await apiFor(request, context);
  const t = await getTranslator(request);
  const locale = requestLocale(request);
  const { fields, refused } = await sendPhotos(api, await request.formData());
  const save = saveChoice.parse(fields.get("save"));
  const revision = revisionField.parse(fields.get("revision") || null);
  // A draft the script's autosave (or an earlier refused publish) already made on /agregar.
  const draft =
    recipeId ??
    recipeIdParam
      .nullable()
      .catch(null)
      .parse(fields.get("draft") || null);
  // Answered back with every refusal: the form keeps its draft and the revision its text is based on.
  const echoed = { draft, revision, savedAt: null, conflict: null };
  const submission = parseWithZod(fields, { schema: recipeFormSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply(), ...echoed }, { status: submission.status === "error" ? 400 : 200 });
  if (Object.keys(refused).length > 0) return data({ result: submission.reply({ fieldErrors: refused }), ...echoed }, { status: 422 });

  const { input, kept } = toApiInput(submission.value, locale);
  let saved;
  try {
    const answer = await saveThroughApi(api, save, draft, revision, input);
    if (answer.conflict !== undefined) return data({ result: submission.reply(), ...echoed, conflict: answer.conflict }, { status: 409 });
    saved = answer.saved;
    if (answer.kept) throw redirect(`${localizePath(`/agregar/${saved.id}`, locale)}?kept=1`, 303);
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
    return data({ result, ...echoed, draft: saved?.id ?? draft, revision: saved?.revision ?? revision }, { status });
  }
  if (save === "autosave") return data({ result: submission.reply(), draft: saved.id, revision: saved.revision, savedAt: saved.updated_at, conflict: null });
  if (save === "publish") throw redirect(localizePath(`/receta/${saved.slug}`, locale), 303);
  throw redirect(`${localizePath(`/agregar/${saved.id}`, locale)}?saved=1`, 303);
}
