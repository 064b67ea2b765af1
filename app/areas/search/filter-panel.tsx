import { Form, Link } from "@remix-run/react";
import { type FormEvent, type RefObject, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/platform/http/use-hydrated";
import { Button, buttonBox } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { SearchSubmit } from "~/components/ui/search-submit";
import { Select } from "~/components/ui/select";
import { SEARCH_TEXT_MAX_LENGTH } from "#api/contract/limits";
import type { FacetCounts } from "#api/contract/search";
import { appliedFilterChips, facetNames } from "./applied-filters";
import { FilterSections } from "./filter-sections";
import type { TypedMiss } from "./typed-ingredients";
import { clearAllHref, type SearchState, urlSortValues } from "./search-url";
import { useFilterSheet, useFocusKeptAcrossRedraws } from "./use-filter-sheet";
import { useLiveSearch } from "./use-live-search";

interface FilterPanelProps {
  path: string;
  state: SearchState;
  facets: FacetCounts;
  /** An ingredient typed that the catalogue does not know: kept in its field (typed-ingredients.ts). */
  typedMiss?: TypedMiss | null;
}

type Sheet = ReturnType<typeof useFilterSheet>;

/** The sheet's address: /buscar/#filtros opens it (the recipe list links there). */
const SHEET_ID = "filtros";

const toggleClass = `${buttonBox} rounded-lg border border-line bg-surface px-4 font-semibold text-ink hover:bg-accent-soft cursor-pointer list-none [&::-webkit-details-marker]:hidden`;

/** The text fields keep what is being typed; they follow the URL only when it changes elsewhere (a chip removed). */
function useTextFollowsUrl(state: SearchState) {
  const textInput = useRef<HTMLInputElement>(null);
  const semanticInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    for (const [input, value] of [
      [textInput.current, state.q],
      [semanticInput.current, state.semantic],
    ] as const) {
      if (input && document.activeElement !== input) input.value = value;
    }
  }, [state.q, state.semantic]);
  return { textInput, semanticInput };
}

function SearchTextField({ inputRef, value }: { inputRef: RefObject<HTMLInputElement>; value: string }) {
  const { t } = useTranslation("search");
  return (
    <div>
      <label htmlFor="search-text" className="mb-1 block text-sm font-semibold max-lg:sr-only">
        {t("textLabel")}
      </label>
      <div className="relative">
        <Input
          ref={inputRef}
          id="search-text"
          name="q"
          type="search"
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          defaultValue={value}
          placeholder={t("textPlaceholder")}
          className="w-full pe-12"
        />
        <SearchSubmit label={t("searchSubmit")} className="absolute end-1 top-1 rounded-lg" />
      </div>
    </div>
  );
}

/** "Filtros (N)": a button opening the sheet with JavaScript, a disclosure without it. */
function SheetToggle({ hydrated, sheet, label }: { hydrated: boolean; sheet: Sheet; label: string }) {
  return hydrated ? (
    <button
      type="button"
      className={`${toggleClass} lg:hidden`}
      aria-haspopup="dialog"
      aria-expanded={sheet.open}
      aria-controls={SHEET_ID}
      onClick={(event) => sheet.show(event.currentTarget)}
      data-filter-toggle
    >
      {label}
    </button>
  ) : (
    <details className="peer lg:hidden" data-filter-toggle>
      <summary className={toggleClass}>{label}</summary>
    </details>
  );
}

function SortSelect({ sort, hasText }: { sort: SearchState["sort"]; hasText: boolean }) {
  const { t } = useTranslation("search");
  return (
    <div className="min-w-0 flex-1 lg:w-full lg:flex-none">
      <label htmlFor="search-sort" className="mb-1 block text-sm">
        {t("sort.label")}
      </label>
      <Select key={sort ?? ""} id="search-sort" name="sort" defaultValue={sort ?? ""}>
        <option value="">{hasText ? t("sort.relevance") : t("sort.latest")}</option>
        {urlSortValues
          .filter((value) => (hasText || value !== "latest") && value !== "rating_asc")
          .map((value) => (
            <option key={value} value={value}>
              {t(`sort.${value}`)}
            </option>
          ))}
      </Select>
    </div>
  );
}

/** The sheet's heading, with a close button while it is open as a dialog. */
function SheetHeading({ sheet, closeButton }: { sheet: Sheet; closeButton: RefObject<HTMLButtonElement> }) {
  const { t } = useTranslation("search");
  return (
    <div className={`flex items-center justify-between gap-3 ${sheet.open ? "sticky -top-4 z-10 -mx-4 -mt-4 bg-surface px-4 py-2 lg:static lg:m-0 lg:p-0" : ""}`}>
      <h2 id="filters-heading" className="text-lg font-semibold">
        {t("filters")}
      </h2>
      {sheet.open ? (
        <button
          ref={closeButton}
          type="button"
          onClick={sheet.close}
          aria-label={t("closeFilters")}
          className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-accent-soft lg:hidden"
          data-filter-close
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

/**
 * Apply and "clear all". Filters apply themselves with JavaScript, but Apply is the form's button
 * without it (and for the words box): at every width it stays in reach at the bottom of the screen
 * while the filters scroll, on a phone in the sheet, on a wide screen in the side column.
 */
function PanelActions({ path, state }: { path: string; state: SearchState }) {
  const { t } = useTranslation("search");
  return (
    <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-line bg-surface pt-4 pb-4 lg:bg-page" data-panel-actions>
      <Button type="submit" weight="medium">
        {t("apply")}
      </Button>
      <Link to={clearAllHref(path, state)} className="text-sm underline underline-offset-4" data-clear-filters>
        {t("clearAll")}
      </Link>
    </div>
  );
}

/**
 * The search field, the order and every filter of §3 with its facet count. A GET form to the search
 * page: without JavaScript the Apply button submits it; with JavaScript each change applies itself
 * (use-live-search). From lg up the filters are a side panel; on a phone the field and the order come
 * first, then the results, and the filters wait behind a "Filtros (N)" button: a disclosure without
 * JavaScript, a modal sheet with it (use-filter-sheet). Docs: decisions/041. The sections are in
 * filter-sections.tsx, their parts in filter-fields.tsx.
 */
export function FilterPanel({ path, state, facets, typedMiss }: FilterPanelProps) {
  const { t } = useTranslation("search");
  const live = useLiveSearch(path);
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const sheetElement = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const sheet = useFilterSheet(sheetElement, closeButton);
  // The fields are uncontrolled: a new state (a chip removed, back and forward) redraws them.
  const redrawKey = JSON.stringify({ ...state, q: "", semantic: "" });
  const keepFocus = useFocusKeptAcrossRedraws(form, redrawKey);
  const activeFilters = appliedFilterChips(state, facetNames(facets)).filter((chip) => chip.id !== "q").length;
  const toggleLabel = activeFilters ? t("filtersButton", { count: activeFilters }) : t("filters");
  const { textInput, semanticInput } = useTextFollowsUrl(state);
  const commit = (input: HTMLInputElement) => input.form && live.apply(input.form, { immediately: true });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    live.onSubmit(event);
    sheet.close();
  };

  return (
    <Form
      ref={form}
      method="get"
      action={path}
      onChange={live.onChange}
      onSubmit={onSubmit}
      onFocus={keepFocus.onFocus}
      onBlur={keepFocus.onBlur}
      role="search"
      aria-label={t("formLabel")}
      className="space-y-3"
      data-filter-panel
    >
      <SearchTextField inputRef={textInput} value={state.q} />
      <div className="flex flex-wrap items-end gap-3">
        <SheetToggle hydrated={hydrated} sheet={sheet} label={toggleLabel} />
        <SortSelect sort={state.sort} hasText={Boolean(state.q || state.semantic)} />
        <div
          id={SHEET_ID}
          ref={sheetElement}
          role={sheet.open ? "dialog" : undefined}
          aria-modal={sheet.open || undefined}
          aria-labelledby="filters-heading"
          className={`w-full lg:static lg:block lg:overflow-visible lg:bg-transparent lg:p-0 ${sheet.open ? "fixed inset-0 z-50 block overflow-y-auto overscroll-contain bg-surface px-4 pt-4" : `hidden peer-open:block ${hydrated ? "" : "target:block"}`}`}
          data-filter-sheet={sheet.open ? "open" : "closed"}
        >
          <SheetHeading sheet={sheet} closeButton={closeButton} />
          <div key={redrawKey} className="mt-3 space-y-4">
            <div>
              <label htmlFor="search-semantic" className="mb-1 block text-sm">
                {t("semanticLabel")}
              </label>
              <Input
                ref={semanticInput}
                id="search-semantic"
                name="semantic"
                type="search"
                maxLength={SEARCH_TEXT_MAX_LENGTH}
                defaultValue={state.semantic}
                placeholder={t("semanticPlaceholder")}
              />
            </div>
            <FilterSections state={state} facets={facets} commit={commit} typedMiss={typedMiss} />
            {/* The view already holds what is left of the member's tastes (decision 075): a submitted form must not add them again. */}
            {state.tastesOff ? <input type="hidden" name="tastes" value="off" /> : null}
            <PanelActions path={path} state={state} />
          </div>
        </div>
      </div>
    </Form>
  );
}
