import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { createRecipeList } from "~/platform/api-client/recipe-lists.server";
import { requireMember } from "~/platform/access/current-user.server";
import { replyToApiError } from "~/platform/api-client/api-error-reply.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { renamed } from "./list-errors.server";
import { listDetailsSchema, listFormFields } from "./list-form";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const t = await getTranslator(request, "recipe-lists");
  return { meta: { title: t("new.title"), description: t("new.description") } };
}

/** Creates the list, then opens it to add recipes (post/redirect/get). */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireMember(request, context);
  const t = await getTranslator(request);
  const submission = parseWithZod(await request.formData(), { schema: listDetailsSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { name, description, visibility } = submission.value;
  let slug: string;
  try {
    slug = (await createRecipeList(await apiFor(request, context), { name, description, is_public: visibility === "public" })).data.slug;
  } catch (error) {
    if (!isApiError(error)) throw error;
    return replyToApiError(submission, renamed(error), { fields: listFormFields });
  }
  throw redirect(`${localizePath(`/recipe-lists/${slug}/edit`, requestLocale(request))}?created=1`, 303);
}
