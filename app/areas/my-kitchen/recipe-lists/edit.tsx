import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConformForm, FormErrors } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { FormMessage } from "~/components/forms/form-message";
import { RecipeImage } from "~/components/recipes/recipe-image";
import { ButtonLink } from "~/components/ui/button";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { EmptyState } from "~/components/ui/empty-state";
import { CsrfField } from "~/platform/http/csrf-field";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { action, loader } from "./edit.server";
import { ListFields } from "./list-fields";
import { listDetailsSchema } from "./list-form";
import { publicListPath } from "./public-path";
import { ReorderableList } from "./reorderable-list";

export { action, loader } from "./edit.server";

export const handle = { i18n: ["recipe-lists"] };
export const meta = routeMeta;

const dangerButton = "inline-flex min-h-11 items-center rounded-lg border-2 border-danger bg-surface px-4 font-semibold text-danger hover:bg-accent-soft";

/** /recipe-lists/{slug}/edit: rename, describe, share, put the recipes in order, or delete the list. */
export default function EditRecipeListPage() {
  const { list, memberSlug, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("recipe-lists");
  const to = useLocalizedPath();
  const editPath = to(`/recipe-lists/${list.slug}/edit`);
  return (
    <div className="space-y-8" data-recipe-list-edit={list.slug}>
      <div>
        <p className="text-sm">
          <Link to={to("/recipe-lists")} className="text-accent underline">
            {t("backToLists")}
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-semibold [overflow-wrap:anywhere]" data-recipe-list-title>
          {list.name}
        </h1>
        <p className="mt-2 text-ink-muted">
          {t("card.recipes", { count: list.recipes_count })} · {t(list.is_public ? "card.public" : "card.private")}
          {list.is_public ? (
            <>
              {" · "}
              <Link to={to(publicListPath(memberSlug, list.slug))} className="text-accent underline" data-recipe-list-public-link>
                {t("lists.viewPublic")}
              </Link>
            </>
          ) : null}
        </p>
      </div>
      <div aria-live="polite">
        {notice && !actionData ? <FormMessage tone="success">{t(notice === "created" ? "edit.created" : "edit.saved")}</FormMessage> : null}
        {actionData?.error ? <FormMessage tone="error">{actionData.error}</FormMessage> : null}
      </div>

      <section aria-labelledby="list-details-title" className="space-y-4">
        <h2 id="list-details-title" className="text-2xl font-semibold">
          {t("edit.detailsTitle")}
        </h2>
        <DetailsForm key={list.updated_at} formAction={editPath} />
      </section>

      <section id="list-recipes" aria-labelledby="list-recipes-title" className="scroll-mt-4 space-y-4">
        <h2 id="list-recipes-title" className="text-2xl font-semibold">
          {t("edit.recipesTitle")}
        </h2>
        {list.recipes.length === 0 ? (
          <EmptyState as="div" data-recipe-list-empty="">
            <p className="font-semibold">{t("edit.emptyTitle")}</p>
            <p className="mt-1 text-ink-muted">{t("edit.emptyText")}</p>
            <p className="mt-4">
              <ButtonLink variant="neutral" to={to("/recetas")}>
                {t("lists.browse")}
              </ButtonLink>
            </p>
          </EmptyState>
        ) : (
          <>
            <p className="text-sm text-ink-muted">{t("edit.reorderHint")}</p>
            <ReorderableList
              items={list.recipes}
              keyOf={(recipe) => String(recipe.id)}
              nameOf={(recipe) => recipe.title}
              label={t("edit.recipesTitle")}
              action={editPath}
              intent="move-recipe"
              fields={(recipe) => ({ recipe: String(recipe.id) })}
              dropFields={(moved, order) => ({ recipe: String(moved.id), position: String(order.findIndex((recipe) => recipe.id === moved.id) + 1) })}
            >
              {(recipe) => (
                <div className="flex flex-wrap items-center gap-3" data-list-recipe={recipe.slug}>
                  {recipe.image ? <RecipeImage image={recipe.image} sizes="3.5rem" className="size-14 shrink-0 rounded-lg object-cover" /> : null}
                  <Link to={to(`/receta/${recipe.slug}`)} className="min-w-0 flex-1 font-semibold hover:underline [overflow-wrap:anywhere]">
                    {recipe.title}
                  </Link>
                  <Form method="post" action={editPath}>
                    <CsrfField />
                    <input type="hidden" name="intent" value="remove-recipe" />
                    <input type="hidden" name="recipe" value={recipe.id} />
                    <button
                      type="submit"
                      className="min-h-11 rounded-lg px-3 text-sm font-semibold text-danger hover:bg-accent-soft"
                      aria-label={t("edit.removeNamed", { name: recipe.title })}
                    >
                      {t("edit.remove")}
                    </button>
                  </Form>
                </div>
              )}
            </ReorderableList>
          </>
        )}
      </section>

      <section aria-labelledby="list-delete-title" className="space-y-3 rounded-xl border border-line p-4">
        <h2 id="list-delete-title" className="text-xl font-semibold">
          {t("edit.deleteTitle")}
        </h2>
        <p className="text-sm text-ink-muted">{t("edit.deleteText")}</p>
        <ConfirmAction label={t("edit.delete")} question={t("edit.deleteQuestion", { name: list.name })} cancelLabel={t("edit.cancel")}>
          <Form method="post" action={editPath}>
            <CsrfField />
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className={dangerButton} data-confirm-delete-list>
              {t("edit.deleteConfirm")}
            </button>
          </Form>
        </ConfirmAction>
      </section>
    </div>
  );
}

function DetailsForm({ formAction }: { formAction: string }) {
  const { list } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("recipe-lists");
  const { t: tAll } = useTranslation();
  const [form, fields] = useForm({
    lastResult: actionData?.intent === "details" ? actionData.result : undefined,
    defaultValue: { name: list.name, description: list.description, visibility: list.is_public ? "public" : "private" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: listDetailsSchema(tAll) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <ConformForm form={form} action={formAction} className="max-w-xl space-y-5" data-recipe-list-form="edit">
      <input type="hidden" name="intent" value="details" />
      <FormErrors form={form} />
      <ListFields name={fields.name} />
      <SubmitButton pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "details"}>{t("edit.submit")}</SubmitButton>
    </ConformForm>
  );
}
