import { useActionData, useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { type UnitSystem, unitSystems } from "#api/contract/measures";
import { CsrfField } from "~/platform/http/csrf-field";

/**
 * Metric / US on the recipe page: a plain form posting to the page (`intent=units`), which keeps a
 * visitor's choice in a cookie and a member's in their account setting, then comes back; with
 * JavaScript the same form posts in place and the page reads its amounts and steps again.
 */
export function UnitSwitch({ unitSystem }: { unitSystem: UnitSystem }) {
  const { t } = useTranslation("recipe");
  const fetcher = useFetcher<{ unitsError?: string }>();
  const location = useLocation();
  // Without JavaScript a refusal comes back as the page's own action data.
  const pageAnswer = useActionData<unknown>();
  const error = fetcher.data?.unitsError ?? (pageAnswer && typeof pageAnswer === "object" && "unitsError" in pageAnswer ? String(pageAnswer.unitsError) : undefined);
  const pending = fetcher.formData ? String(fetcher.formData.get("unit_system")) : undefined;
  const shown = pending ?? unitSystem;
  return (
    <fetcher.Form method="post" action={`${location.pathname}${location.search}`} className="print-hidden mt-4" data-unit-switch>
      <CsrfField />
      <input type="hidden" name="intent" value="units" />
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="float-left mr-2 text-sm font-semibold text-ink-muted">{t("units.legend")}</legend>
        {unitSystems.map((system) => (
          <button
            key={system}
            type="submit"
            name="unit_system"
            value={system}
            aria-pressed={shown === system}
            className="min-h-11 rounded-lg border border-line bg-surface px-4 font-semibold text-ink hover:bg-accent-soft aria-pressed:border-accent aria-pressed:bg-accent-soft"
          >
            {t(`units.${system}`)}
          </button>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
