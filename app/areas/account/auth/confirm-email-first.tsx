import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { CsrfField } from "~/platform/http/csrf-field";
import { useLocalizedPath } from "~/platform/i18n/use-locale";

/**
 * What an unverified member is told wherever a member's action waits for their confirmed address
 * (decision 079): the same words and the same "resend" button on /auth/verify-email, where the
 * member pages send them, and on a recipe page in place of its member buttons. The button posts to
 * /auth/verify-email, which answers with that page and what happened.
 */
export function ConfirmEmailFirst({ email }: { email: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <div className="space-y-3" data-confirm-email-first="">
      <p>{t("confirmEmail.body", { email })}</p>
      <Form method="post" action={to("/auth/verify-email")}>
        <CsrfField />
        <Button type="submit" variant="secondary">
          {t("confirmEmail.resend")}
        </Button>
      </Form>
    </div>
  );
}
