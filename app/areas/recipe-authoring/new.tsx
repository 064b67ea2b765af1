import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SubmissionResult } from "@conform-to/react";
import { RECIPE_IMPORT_URL_MAX_LENGTH } from "#api/contract/limits";
import { signInHref, withReturnAddress } from "~/platform/access/sign-in-link";
import { FormMessage } from "~/components/forms/form-message";
import { Button, ButtonLink } from "~/components/ui/button";
import { CsrfField } from "~/platform/http/csrf-field";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { action, loader } from "./new.server";
import { RecipeForm } from "./recipe-form";
import { Input } from "~/components/ui/input";

export { action, loader } from "./new.server";

export const handle = { i18n: ["recipe-authoring"] };
export const meta = routeMeta;

/** What sharing a recipe involves: shown to everyone above the form or the invitation. */
function Explanation() {
  const { t } = useTranslation("recipe-authoring");
  return (
    <div className="space-y-3">
      <h1 className="text-3xl font-semibold">{t("new.title")}</h1>
      <p className="text-lg text-ink-muted">{t("new.intro")}</p>
      <ul className="list-disc space-y-1 pl-6 text-ink">
        <li>{t("new.goodTitle")}</li>
        <li>{t("new.goodLines")}</li>
        <li>{t("new.goodSteps")}</li>
        <li>{t("new.goodPhoto")}</li>
      </ul>
      <p className="text-ink-muted">{t("new.credit")}</p>
    </div>
  );
}

export default function AddRecipePage() {
  const { state, catalogue, defaultValue } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("recipe-authoring");
  const locale = useLocale();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const imported = actionData && "imported" in actionData ? actionData : null;
  const saved = actionData && "result" in actionData ? actionData : null;
  return (
    <div className="container-content max-w-3xl space-y-8 py-8">
      <Explanation />
      {state === "visitor" ? (
        <section className="space-y-3 rounded-xl border border-line bg-surface p-6" data-invitation>
          <p className="font-semibold">{t("new.signInToShare")}</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={signInHref(locale, pathname)}>{t("new.signIn")}</ButtonLink>
            <ButtonLink variant="secondary" to={withReturnAddress(to("/sign-up"), pathname)}>
              {t("new.signUp")}
            </ButtonLink>
          </div>
        </section>
      ) : state === "unverified" ? (
        <FormMessage tone="error">
          {t("new.verifyFirst")}{" "}
          <a className="underline" href={to("/auth/verify-email")}>
            {t("new.verifyLink")}
          </a>
        </FormMessage>
      ) : (
        <>
          <section className="space-y-2 rounded-xl border border-line bg-surface p-4" aria-labelledby="import-title">
            <h2 id="import-title" className="text-lg font-semibold">
              {t("import.title")}
            </h2>
            <Form method="post" action={to("/agregar")} className="flex flex-wrap items-end gap-2" data-import-form>
              <CsrfField />
              <input type="hidden" name="intent" value="import" />
              <div className="min-w-0 flex-1 space-y-1">
                <label htmlFor="import-url" className="block text-sm font-semibold">
                  {t("import.url")}
                </label>
                <Input
                  id="import-url"
                  name="url"
                  type="url"
                  defaultValue={imported?.url ?? ""}
                  maxLength={RECIPE_IMPORT_URL_MAX_LENGTH}
                  aria-invalid={imported?.importError ? true : undefined}
                  aria-describedby={imported?.importError ? "import-url-error" : undefined}
                />
                {imported?.importError ? (
                  <p id="import-url-error" className="text-sm text-danger" data-field-error="url">
                    {imported.importError}
                  </p>
                ) : null}
              </div>
              <Button type="submit" variant="secondary">
                {t("import.submit")}
              </Button>
            </Form>
            {imported?.imported ? (
              <p role="status" className="text-sm text-ink-muted">
                {t("import.done", { source: imported.imported.source })}
              </p>
            ) : null}
          </section>
          <RecipeForm
            key={imported?.imported ? `import:${imported.url}` : "new"}
            action={to("/agregar")}
            defaultValue={imported?.imported ?? defaultValue ?? {}}
            lastResult={saved?.result as SubmissionResult<string[]> | undefined}
            catalogue={catalogue!}
            draft={saved?.draft ?? null}
            published={false}
            revision={saved && "revision" in saved ? saved.revision : null}
            conflict={saved && "conflict" in saved ? saved.conflict : null}
          />
        </>
      )}
    </div>
  );
}
