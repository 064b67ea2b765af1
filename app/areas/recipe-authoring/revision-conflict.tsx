import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "~/components/ui/button";

/**
 * A save refused because someone saved the recipe since this form's revision (decision 076): what
 * happened, and the two ways on. What was typed stays in the form below: "keep both" sends it as a
 * separate draft of the author's; reloading shows the latest version instead.
 */
export function RevisionConflict({ message, reloadHref }: { message: string; reloadHref: string }) {
  const { t } = useTranslation("recipe-authoring");
  return (
    <section role="alert" aria-labelledby="revision-conflict-heading" className="space-y-3 rounded-lg border border-danger bg-surface p-4" data-revision-conflict>
      <h2 id="revision-conflict-heading" className="font-semibold">
        {t("conflict.heading")}
      </h2>
      <p>{message}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="save" value="keep-both" variant="primary" data-keep-both>
          {t("conflict.keepBoth")}
        </Button>
        <ButtonLink to={reloadHref} reloadDocument variant="secondary" data-reload-latest>
          {t("conflict.reload")}
        </ButtonLink>
      </div>
      <p className="text-sm text-ink-muted">{t("conflict.reloadHint")}</p>
    </section>
  );
}
