import { Form, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SortBy } from "#api/contract/search-words";
import { DEFAULT_SORT, listHref, recipeSortOptions } from "~/areas/browse/list-query";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";

/**
 * A plain GET form, so sorting works without JavaScript (with its button). Once the page is
 * interactive the button goes and choosing an order opens it at once, at the tidy address (no
 * default values). Changing the order starts again from page 1, which is why the page is not carried.
 * An order chosen before the page hydrated (the change went unheard) is opened once it has.
 */
export function RecipeSortForm({ action, sort, category }: { action: string; sort: SortBy; category?: string }) {
  const { t } = useTranslation("browse");
  const navigate = useNavigate();
  const selectId = useId();
  const [interactive, setInteractive] = useState(false);
  // Shown at once while the new order loads, and kept in step on back and forward.
  const [chosen, setChosen] = useState(sort);
  useEffect(() => setChosen(sort), [sort]);
  const choose = useCallback(
    (value: string) => {
      const next = recipeSortOptions.find((option) => option === value) ?? DEFAULT_SORT;
      setChosen(next);
      navigate(listHref(action, { sort: next, category }));
    },
    [action, category, navigate],
  );
  const select = useRef<HTMLSelectElement>(null);
  const hydrated = useRef(false);
  useEffect(() => {
    if (hydrated.current) return;
    hydrated.current = true;
    setInteractive(true);
    // Hydration leaves a select's choice as it is in the page: one made before it is still there.
    const pending = select.current?.value;
    if (pending !== undefined && pending !== sort) choose(pending);
  }, [sort, choose]);

  return (
    <Form method="get" action={action} className="flex flex-wrap items-end gap-3" data-sort-form>
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t("sort.label")}
        </label>
        <Select id={selectId} name="sort" ref={select} value={chosen} onChange={(event) => choose(event.currentTarget.value)}>
          {recipeSortOptions.map((option) => (
            <option key={option} value={option}>
              {t(`sort.${option}`)}
            </option>
          ))}
        </Select>
      </div>
      {interactive ? null : (
        <Button type="submit" weight="medium">
          {t("sort.apply")}
        </Button>
      )}
    </Form>
  );
}
