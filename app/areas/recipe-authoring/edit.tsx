import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, type ShouldRevalidateFunction, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormMessage } from "~/components/forms/form-message";
import { Button } from "~/components/ui/button";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { CsrfField } from "~/platform/http/csrf-field";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { action, loader } from "./edit.server";
import { PROPOSE_INTENT } from "./proposal-intent";
import { RECIPE_FORM_ID, RecipeForm } from "./recipe-form";

export { action, loader } from "./edit.server";

export const handle = { i18n: ["recipe-authoring"] };
export const meta = routeMeta;

/**
 * The form keeps what this tab typed and the revision it is based on (decision 076): no fresh load
 * of the recipe after an autosave or a refused save, which would put a newer revision under older
 * text. A save that went through reloads it, and the form (keyed by recipe and revision) starts again from it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, actionStatus, defaultShouldRevalidate }) =>
  formData?.get("save") === "autosave" || actionStatus === 409 ? false : defaultShouldRevalidate;

function StatusButton({ action, intent, label, variant = "secondary" }: { action: string; intent: string; label: string; variant?: "primary" | "secondary" }) {
  return (
    <Form method="post" action={action}>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant={variant} data-intent={intent}>
        {label}
      </Button>
    </Form>
  );
}

/** "Proponer «X» al catálogo" for each ingredient the catalogue did not recognise: a plain post, no JavaScript needed. */
function UnmatchedIngredients({ action, unmatched }: { action: string; unmatched: { name: string; line: string }[] }) {
  const { t } = useTranslation("recipe-authoring");
  return (
    <section className="space-y-2 rounded-lg border border-line p-4" aria-labelledby="unmatched-ingredients" data-unmatched-ingredients>
      <h2 id="unmatched-ingredients" className="font-semibold">
        {t("proposals.heading")}
      </h2>
      <p className="text-sm text-ink-muted">{t("proposals.intro")}</p>
      <ul className="flex flex-wrap gap-2">
        {unmatched.map(({ name, line }) => (
          <li key={name}>
            <Form method="post" action={action}>
              <CsrfField />
              <input type="hidden" name="intent" value={PROPOSE_INTENT} />
              <input type="hidden" name="name" value={name} />
              <input type="hidden" name="line" value={line} />
              <Button type="submit" variant="secondary" data-propose-ingredient={name}>
                {t("proposals.button", { name })}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /agregar/{id}: the same form, filled, with the buttons its status allows. */
export default function EditRecipePage() {
  const { recipe, defaultValue, catalogue, unmatched, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("recipe-authoring");
  const to = useLocalizedPath();
  const formAction = to(`/agregar/${recipe.id}`);
  const statusError = actionData && "statusError" in actionData ? actionData.statusError : null;
  const proposal = actionData && "proposal" in actionData ? actionData.proposal : null;
  const saveAnswer = actionData && "revision" in actionData ? actionData : null;
  return (
    <div className="container-content max-w-3xl space-y-6 py-8">
      <p className="text-sm">
        <Link to={to("/user/recipes")} className="text-accent underline">
          {t("edit.backToMine")}
        </Link>
      </p>
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold">{t("edit.heading")}</h1>
        <p className="text-ink-muted" data-recipe-status={recipe.status}>
          {t(`status.${recipe.status}`)}
          {recipe.status === "published" ? (
            <>
              {" · "}
              <Link to={to(`/receta/${recipe.slug}`)} className="text-accent underline">
                {t("edit.view")}
              </Link>
            </>
          ) : null}
        </p>
        {recipe.remixed_from ? <p className="text-sm text-ink-muted">{t("remix.basedOn", { title: recipe.remixed_from.title, author: recipe.remixed_from.user.name })}</p> : null}
      </div>
      {notice ? <FormMessage tone="success">{t(`edit.notice.${notice}`)}</FormMessage> : null}
      {statusError ? <FormMessage tone="error">{statusError}</FormMessage> : null}
      {proposal ? (
        <FormMessage tone={proposal.tone} id="proposal-notice">
          {proposal.message}
        </FormMessage>
      ) : null}
      <div className="flex flex-wrap items-center gap-3" data-status-actions>
        {/* The recipe form's own publish button (decision 076): what is published is what is on the screen, not the last saved draft. */}
        {recipe.status === "draft" ? (
          <Button type="submit" form={RECIPE_FORM_ID} name="save" value="publish" variant="primary" data-intent="publish">
            {t("form.publish")}
          </Button>
        ) : null}
        {recipe.status === "published" || recipe.status === "scheduled" ? <StatusButton action={formAction} intent="unpublish" label={t("edit.unpublish")} /> : null}
        {recipe.status === "deleted" ? <StatusButton action={formAction} intent="restore" label={t("edit.restore")} variant="primary" /> : null}
        {recipe.status !== "deleted" ? (
          <ConfirmAction label={t("edit.delete")} question={t("edit.deleteQuestion", { title: recipe.title })} cancelLabel={t("edit.cancel")}>
            <StatusButton action={formAction} intent="delete" label={t("edit.deleteConfirm")} />
          </ConfirmAction>
        ) : null}
      </div>
      {unmatched.length ? <UnmatchedIngredients action={formAction} unmatched={unmatched} /> : null}
      {recipe.status === "deleted" ? null : (
        <RecipeForm
          key={`${recipe.id}:${recipe.revision}`}
          action={formAction}
          defaultValue={defaultValue}
          lastResult={actionData && "result" in actionData ? (actionData.result as SubmissionResult<string[]> | null) : undefined}
          catalogue={catalogue}
          draft={recipe.id}
          published={recipe.status === "published"}
          revision={saveAnswer?.revision ?? recipe.revision}
          conflict={saveAnswer?.conflict ?? null}
        />
      )}
    </div>
  );
}
