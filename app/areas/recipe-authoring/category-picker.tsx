import { type FieldMetadata, useField } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { categoryTypeValues } from "#api/contract/catalogue";
import { CheckboxChips } from "~/components/ui/checkbox-chips";
import { FieldError, fieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useHydrated } from "~/platform/http/use-hydrated";

/** One kind of category (cuisine, course, diet, occasion) and its categories, depth first, sub-categories after their parent. */
export interface CategoryGroup {
  type: (typeof categoryTypeValues)[number];
  categories: Array<{ slug: string; name: string; parent: string | null }>;
}

/** Lower case without accents, so "espanola" finds "Española". */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The whole category tree as chips grouped by kind (decision 078). Without JavaScript every chip is
 * there to tick; with it a filter box hides the chips whose name (or parent's name) does not match.
 * Hidden chips stay in the form, so a chosen one that is filtered out is still sent.
 */
export function CategoryPicker({ meta, groups }: { meta: FieldMetadata<string[] | undefined>; groups: CategoryGroup[] }) {
  const { t } = useTranslation("recipe-authoring");
  const [field] = useField<string[]>(meta.name);
  const hydrated = useHydrated();
  const [filter, setFilter] = useState("");
  const initial = field.initialValue as string[] | string | undefined;
  const chosen = typeof initial === "string" ? [initial] : (initial ?? []);
  const wanted = folded(filter.trim());
  const matches = (category: CategoryGroup["categories"][number]) => !wanted || folded(`${category.name} ${category.parent ?? ""}`).includes(wanted);
  const shown = groups.map((group) => ({ ...group, visible: group.categories.some(matches) }));
  const filterId = `${field.id}-filter`;
  return (
    <fieldset className="space-y-3" data-category-picker aria-describedby={field.errors?.length ? field.errorId : undefined}>
      <legend className={fieldLabel}>{t("form.categories")}</legend>
      <p className="text-sm text-ink-muted">{t("form.categoriesHint")}</p>
      {hydrated ? (
        <div className="max-w-sm space-y-1">
          <label htmlFor={filterId} className="text-sm">
            {t("form.categoriesFilter")}
          </label>
          <Input id={filterId} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} autoComplete="off" />
        </div>
      ) : null}
      {shown.every((group) => !group.visible) ? (
        <p role="status" className="text-sm text-ink-muted">
          {t("form.categoriesNone")}
        </p>
      ) : null}
      {shown.map((group) => (
        <div key={group.type} hidden={!group.visible} data-category-group={group.type}>
          <CheckboxChips
            name={field.name}
            legend={t(`form.categoryType.${group.type}`)}
            legendClassName="text-sm font-medium text-ink-muted"
            options={group.categories.map((category) => ({
              value: category.slug,
              label: category.parent ? (
                <>
                  {category.name} <span className="text-ink-muted">· {category.parent}</span>
                </>
              ) : (
                category.name
              ),
              hidden: !matches(category),
            }))}
            chosen={chosen}
            remountKey={field.key}
          />
        </div>
      ))}
      <FieldError field={field} />
    </fieldset>
  );
}
