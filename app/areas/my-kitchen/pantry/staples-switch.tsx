import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { IngredientRef } from "#api/contract/pantry";
import { CsrfField } from "~/platform/http/csrf-field";
import { EnhancedFormMarker } from "~/platform/http/enhanced-form";
import { useLocale } from "~/platform/i18n/use-locale";
import type { PantryAnswer } from "./pantry-form";

/**
 * Whether salt, oil, water, pepper… count as held. A switch that is a submit button, so it works
 * without JavaScript; with it, the new position shows at once (optimistic) and the recipes reload.
 */
export function StaplesSwitch({ on, staples }: { on: boolean; staples: IngredientRef[] }) {
  const { t } = useTranslation("pantry");
  const fetcher = useFetcher<PantryAnswer>();
  const pending = fetcher.formData?.get("assume_staples");
  const shown = pending ? pending === "on" : on;
  const locale = useLocale();
  const names = new Intl.ListFormat(locale, { type: "conjunction" }).format(staples.map((staple) => staple.name));
  return (
    <section aria-labelledby="pantry-staples" className="space-y-2 rounded-xl border border-line bg-surface p-5">
      <h2 id="pantry-staples" className="text-xl font-semibold">
        {t("staples.title")}
      </h2>
      <fetcher.Form method="post" className="flex flex-wrap items-center gap-3">
        <CsrfField />
        <EnhancedFormMarker />
        <input type="hidden" name="intent" value="staples" />
        <span id="pantry-staples-label" className="font-semibold">
          {t("staples.label")}
        </span>
        <button
          type="submit"
          name="assume_staples"
          value={shown ? "off" : "on"}
          role="switch"
          aria-checked={shown}
          aria-labelledby="pantry-staples-label"
          aria-describedby="pantry-staples-description"
          data-staples-switch
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-2 py-1 font-semibold aria-checked:border-accent aria-checked:bg-accent-soft"
        >
          <span aria-hidden="true" className={`inline-block size-6 rounded-full ${shown ? "bg-accent" : "bg-line"}`} />
          <span>{shown ? t("staples.on") : t("staples.off")}</span>
        </button>
      </fetcher.Form>
      <p id="pantry-staples-description" className="text-sm text-ink-muted">
        {t("staples.description", { names })}
      </p>
    </section>
  );
}
