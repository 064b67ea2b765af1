import { useFetcher, useFetchers } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PANTRY_UNITS } from "#api/contract/limits";
import type { PantryItem } from "#api/contract/pantry";
import { FormMessage } from "~/components/forms/form-message";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { CsrfField } from "~/platform/http/csrf-field";
import { EnhancedFormMarker } from "~/platform/http/enhanced-form";
import { numberFormat } from "~/platform/i18n/formatters";
import { useLocale } from "~/platform/i18n/use-locale";
import type { PantryAnswer } from "./pantry-form";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";

function PantryItemRow({ item }: { item: PantryItem }) {
  const { t } = useTranslation("pantry");
  const locale = useLocale();
  const update = useFetcher<PantryAnswer>();
  const remove = useFetcher<PantryAnswer>();
  const name = item.ingredient.name;
  const slug = item.ingredient.slug;
  // Gone from the list as soon as it is asked for; back if the API refuses.
  if (remove.state !== "idle" || remove.data?.message) return null;
  const quantityId = `pantry-quantity-${slug}`;
  const unitId = `pantry-unit-${slug}`;
  const error = update.data?.error ?? remove.data?.error;
  return (
    <li className="flex flex-col gap-3 border-b border-line py-3 sm:flex-row sm:items-center" data-pantry-item={slug}>
      <p className="min-w-40 flex-1 font-semibold">
        {name}
        {item.quantity !== null ? (
          <span className="ml-2 font-normal text-ink-muted tabular-nums">
            {numberFormat(locale, { maximumFractionDigits: 2 }).format(item.quantity)} {t(`units.${item.unit ?? "unit"}`)}
          </span>
        ) : null}
      </p>
      <update.Form method="post" className="flex flex-wrap items-center gap-2">
        <CsrfField />
        <EnhancedFormMarker />
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="ingredient" value={slug} />
        <label htmlFor={quantityId} className="sr-only">
          {t("items.quantityOf", { name })}
        </label>
        <Input
          id={quantityId}
          name="quantity"
          type="text"
          inputMode="decimal"
          maxLength={12}
          placeholder={t("items.noAmount")}
          defaultValue={item.quantity !== null ? String(item.quantity) : ""}
          className="w-28"
        />
        <label htmlFor={unitId} className="sr-only">
          {t("items.unitOf", { name })}
        </label>
        <Select id={unitId} name="unit" defaultValue={item.unit ?? "unit"} className="w-32">
          {PANTRY_UNITS.map((code) => (
            <option key={code} value={code}>
              {t(`units.${code}`)}
            </option>
          ))}
        </Select>
        <Button type="submit" variant="neutral" aria-label={t("items.saveNamed", { name })} disabled={update.state !== "idle"}>
          {t("items.save")}
        </Button>
      </update.Form>
      <remove.Form method="post">
        <CsrfField />
        <EnhancedFormMarker />
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="ingredient" value={slug} />
        <Button type="submit" variant="secondary" aria-label={t("items.removeNamed", { name })}>
          {t("items.remove")}
        </Button>
      </remove.Form>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
    </li>
  );
}

/** What the member holds, each with its amount form and a remove button. */
export function PantryItems({ items }: { items: PantryItem[] }) {
  const { t } = useTranslation("pantry");
  // An ingredient being added shows at once, greyed, until the list comes back with it.
  const adding = useFetchers().filter((fetcher) => fetcher.key === "pantry-add" && fetcher.formData?.get("intent") === "add" && fetcher.state !== "idle");
  return (
    <section aria-labelledby="pantry-items" className="space-y-3">
      <h2 id="pantry-items" className="text-2xl font-semibold">
        {t("items.title")} <span className="text-base font-normal text-ink-muted">({t("items.count", { count: items.length })})</span>
      </h2>
      {items.length === 0 && adding.length === 0 ? (
        <EmptyState>{t("items.empty")}</EmptyState>
      ) : (
        <ul data-pantry-items>
          {items.map((item) => (
            <PantryItemRow key={item.ingredient.slug} item={item} />
          ))}
          {adding.map((fetcher) => (
            <li key={fetcher.key} aria-busy="true" className="border-b border-line py-3 font-semibold text-ink-muted">
              {String(fetcher.formData?.get("q") ?? "")}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
