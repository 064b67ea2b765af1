import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { recipeImportRequest } from "#api/contract/recipe-imports";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { importRecipe } from "~/platform/api-client/recipe-authoring.server";
import { getCurrentUser, requirePublisher } from "~/platform/access/current-user.server";
import { visitorOf } from "~/platform/access/guard.server";
import { getTranslator } from "~/platform/i18n/i18next.server";
import { emptyRecipeForm, formFromImport } from "./recipe-fields";
import { formCatalogue, saveRecipeForm } from "./recipe-save.server";

/** /agregar (public, §2): what sharing a recipe involves; the form for a verified member. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await getTranslator(request, "recipe-authoring");
  const current = await getCurrentUser(request, context);
  const visitor = visitorOf(current?.user);
  const meta = { title: t("new.title"), description: t("new.description") };
  if (!visitor.signedIn) return { state: "visitor" as const, catalogue: null, defaultValue: null, meta };
  if (!visitor.verified) return { state: "unverified" as const, catalogue: null, defaultValue: null, meta };
  return { state: "member" as const, catalogue: await formCatalogue(await apiFor(request, context)), defaultValue: emptyRecipeForm, meta };
}

/** The form's saves, or "Importar": a page's recipe into the form, saved only when the member saves. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requirePublisher(request, context, "/agregar");
  const fields = await request.clone().formData();
  if (fields.get("intent") === "import") {
    const t = await getTranslator(request);
    const parsed = recipeImportRequest.safeParse({ url: fields.get("url") });
    if (!parsed.success) return data({ importError: t("recipe-authoring:errors.link"), imported: null, url: String(fields.get("url") ?? "") }, { status: 400 });
    try {
      const draft = await importRecipe(await apiFor(request, context), parsed.data.url);
      return { importError: null, imported: { ...formFromImport(draft), source: draft.source_name ?? draft.source_url }, url: parsed.data.url };
    } catch (error) {
      if (!isApiError(error)) throw error;
      return data({ importError: Object.values(error.fieldErrors).flat()[0] ?? error.message, imported: null, url: parsed.data.url }, { status: error.status ?? 503 });
    }
  }
  return saveRecipeForm(request, context, null);
}
