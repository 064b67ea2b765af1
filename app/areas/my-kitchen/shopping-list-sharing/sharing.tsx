import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/ui/button";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { InviteForm } from "./list-sharing";
import type { SharingAnswer } from "./sharing-form";

export { action, loader } from "./sharing.server";

export const handle = { i18n: ["shopping-sharing", "shopping-list"] };
export const meta = routeMeta;

/** Drawn only when a sharing form posted without JavaScript was refused: the reason, and the form again with what was typed. */
export default function SharingRefusedPage() {
  const answer = useActionData<SharingAnswer>();
  const { t } = useTranslation("shopping-sharing");
  const to = useLocalizedPath();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">{t("people.title")}</h1>
      {answer?.error ? (
        <p role="alert" className="rounded-xl border border-danger p-4 text-danger">
          {answer.error}
        </p>
      ) : null}
      {answer?.intent === "invite" ? <InviteForm action={to("/user/shopping-list/sharing")} refused={answer} /> : null}
      <ButtonLink variant="neutral" to={to("/user/shopping-list")}>
        {t("back")}
      </ButtonLink>
    </div>
  );
}
