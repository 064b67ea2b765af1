import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { signInHref } from "~/platform/access/sign-in-link";
import { FormMessage } from "~/components/forms/form-message";
import { Button, ButtonLink } from "~/components/ui/button";
import { CsrfField } from "~/platform/http/csrf-field";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { action, loader } from "./remix.server";

export { action, loader } from "./remix.server";

export const handle = { i18n: ["recipe-authoring"] };
export const meta = routeMeta;

export default function RemixPage() {
  const { recipe, state } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("recipe-authoring");
  const locale = useLocale();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  return (
    <div className="container-content max-w-2xl space-y-5 py-8">
      <p className="text-sm">
        <Link to={to(`/receta/${recipe.slug}`)} className="text-accent underline">
          {recipe.title}
        </Link>
      </p>
      <h1 className="text-3xl font-semibold">{t("remix.heading", { title: recipe.title })}</h1>
      <p className="text-ink-muted">{t("remix.explain", { author: recipe.author })}</p>
      {actionData?.error ? <FormMessage tone="error">{actionData.error}</FormMessage> : null}
      {state === "visitor" ? (
        <ButtonLink to={signInHref(locale, pathname)}>{t("remix.signIn")}</ButtonLink>
      ) : state === "unverified" ? (
        <FormMessage tone="error">{t("new.verifyFirst")}</FormMessage>
      ) : (
        <Form method="post" action={to(`/receta/${recipe.slug}/remix`)}>
          <CsrfField />
          <Button type="submit">{t("remix.confirm")}</Button>
        </Form>
      )}
    </div>
  );
}
