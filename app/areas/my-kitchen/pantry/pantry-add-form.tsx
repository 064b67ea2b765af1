import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PANTRY_QUANTITY_MAX, PANTRY_UNITS } from "#api/contract/limits";
import type { IngredientRef } from "#api/contract/pantry";
import { FormMessage } from "~/components/forms/form-message";
import { Button } from "~/components/ui/button";
import { CsrfField } from "~/platform/http/csrf-field";
import { EnhancedFormMarker } from "~/platform/http/enhanced-form";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { IngredientPicker } from "./ingredient-picker";
import type { PantryAnswer } from "./pantry-form";
import { fieldLabel as labelClass } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";

interface AddFormProps {
  /** A refused plain post's values, typed again into the form. */
  refused?: PantryAnswer | null;
  /** The matches for a search made without JavaScript (`?q=`), to pick one from. */
  search: { q: string; matches: IngredientRef[]; quantity: string; unit: string } | null;
}

function AmountFields({ quantity, unit, idPrefix }: { quantity?: string; unit?: string; idPrefix: string }) {
  const { t } = useTranslation("pantry");
  return (
    <>
      <div className="space-y-1.5">
        <label htmlFor={`${idPrefix}-quantity`} className={labelClass}>
          {t("add.quantity")}
        </label>
        <Input id={`${idPrefix}-quantity`} name="quantity" type="text" inputMode="decimal" defaultValue={quantity} maxLength={12} className="w-full sm:w-32" />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${idPrefix}-unit`} className={labelClass}>
          {t("add.unit")}
        </label>
        <Select id={`${idPrefix}-unit`} name="unit" defaultValue={unit || "unit"} className="w-full sm:w-36">
          {PANTRY_UNITS.map((code) => (
            <option key={code} value={code}>
              {t(`units.${code}`)}
            </option>
          ))}
        </Select>
      </div>
    </>
  );
}

/** Adding an ingredient: type and pick (a combobox with JavaScript), or type and choose among the matches (without). */
export function PantryAddForm({ refused, search }: AddFormProps) {
  const { t } = useTranslation("pantry");
  const to = useLocalizedPath();
  const fetcher = useFetcher<PantryAnswer>({ key: "pantry-add" });
  // A new key empties the form once an ingredient is in.
  const [round, setRound] = useState(0);
  const answer = fetcher.data ?? refused;
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.message) setRound((value) => value + 1);
  }, [fetcher.state, fetcher.data]);
  const error = answer?.intent === "add" ? answer.error : undefined;

  return (
    <section aria-labelledby="pantry-add" className="space-y-4 rounded-xl border border-line bg-surface p-5">
      <h2 id="pantry-add" className="text-xl font-semibold">
        {t("add.title")}
      </h2>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <fetcher.Form key={round} method="post" className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end" data-pantry-add>
        <CsrfField />
        <EnhancedFormMarker />
        <input type="hidden" name="intent" value="add" />
        <div className="min-w-56 flex-1 space-y-1.5">
          <label htmlFor="pantry-ingredient" className={labelClass}>
            {t("add.ingredient")}
          </label>
          <IngredientPicker id="pantry-ingredient" describedBy="pantry-ingredient-hint" defaultValue={error ? answer?.values?.q : undefined} />
          <p id="pantry-ingredient-hint" className="text-sm text-ink-muted">
            {t("add.ingredientHint")}
          </p>
        </div>
        <AmountFields idPrefix="pantry-add" quantity={error ? answer?.values?.quantity : undefined} unit={error ? answer?.values?.unit : undefined} />
        <Button type="submit" className="sm:mb-7" disabled={fetcher.state !== "idle"}>
          {t("add.submit")}
        </Button>
      </fetcher.Form>

      {search ? (
        <div className="space-y-3" data-pantry-pick>
          <h3 className="font-sans text-lg font-semibold">{t("add.pickTitle", { q: search.q })}</h3>
          {search.matches.length === 0 ? (
            <p className="text-ink-muted">{t("add.pickNone", { q: search.q })}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {search.matches.map((match) => (
                <li key={match.slug}>
                  <form method="post">
                    <CsrfField />
                    <input type="hidden" name="intent" value="add" />
                    <input type="hidden" name="ingredient" value={match.slug} />
                    {search.quantity && Number(search.quantity) <= PANTRY_QUANTITY_MAX ? <input type="hidden" name="quantity" value={search.quantity} /> : null}
                    {search.unit ? <input type="hidden" name="unit" value={search.unit} /> : null}
                    <Button type="submit" variant="secondary">
                      {t("add.pickAdd", { name: match.name })}
                    </Button>
                  </form>
                </li>
              ))}
            </ul>
          )}
          <a href={to("/user/pantry")} className="inline-flex min-h-11 items-center text-accent underline">
            {t("add.pickCancel")}
          </a>
        </div>
      ) : null}
    </section>
  );
}
