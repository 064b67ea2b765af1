import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocale } from "~/platform/i18n/use-locale";
import { CsrfField } from "~/platform/http/csrf-field";

/** Signs out with a plain POST (no JavaScript needed), then lands on /sign-in in this language. */
export function SignOutButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Form method="post" action="/resources/sign-out" reloadDocument>
      <CsrfField />
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className={className} data-sign-out>
        {t("nav.signOut")}
      </button>
    </Form>
  );
}
