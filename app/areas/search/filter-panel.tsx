import { Form, Link } from "@remix-run/react";
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/platform/http/use-hydrated";
import { Button, buttonBox } from "~/components/ui/button";
import { CheckboxChips } from "~/components/ui/checkbox-chips";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { CALORIES_MAX, SEARCH_SLUG_MAX_LENGTH, SEARCH_TEXT_MAX_LENGTH, SERVINGS_MAX } from "#api/contract/limits";
import type { FacetCounts } from "#api/contract/search";
import { difficultyValues } from "#api/contract/search-words";
import { numberFormat } from "~/platform/i18n/formatters";
import { useLocale } from "~/platform/i18n/use-locale";
import { appliedFilterChips, facetNames } from "./applied-filters";
import type { TypedMiss } from "./typed-ingredients";
import { type SearchState, urlSortValues } from "./search-url";
import { useFilterSheet, useFocusKeptAcrossRedraws } from "./use-filter-sheet";
import { useLiveSearch } from "./use-live-search";

const TIME_OPTIONS = [15, 30, 45, 60, 90, 120, 240];
const RATING_OPTIONS = [3, 4, 4.5];
const QUICK_INGREDIENTS = 10;
const QUICK_TAGS = 12;

const fieldsetClass = "border-t border-line pt-4";
const optionClass = "flex min-h-9 items-center gap-2 text-sm";

function Section({ facet, title, children, open = true }: { facet: string; title: string; children: ReactNode; open?: boolean }) {
  return (
    <details open={open} className={fieldsetClass} data-facet={facet}>
      <summary className="cursor-pointer font-semibold">{title}</summary>
      <div className="mt-3 space-y-2">{children}</div>
    </details>
  );
}

function Count({ value }: { value: number }) {
  return <span className="ml-auto text-xs tabular-nums text-ink-muted">{value}</span>;
}

/** A checked box per chosen value, so a plain GET form keeps them; unchecking removes one. */
function ChosenChips({ name, values, names, tone }: { name: string; values: string[]; names: Map<string, string>; tone: "include" | "exclude" }) {
  const { t } = useTranslation("search");
  if (!values.length) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {values.map((slug) => (
        <li key={slug}>
          <label
            className={`inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm ${tone === "include" ? "border-accent bg-accent-soft" : "border-line bg-surface line-through decoration-danger"}`}
          >
            <input type="checkbox" name={name} value={slug} defaultChecked className="size-4" />
            <span>
              {tone === "include" ? t("include") : t("exclude")} {names.get(slug) ?? slug}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

const attributeEscapes: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" };

/**
 * The names a typeahead offers, rendered once for both of its fields (include and exclude). Several
 * hundred options written as markup rather than React elements: they never change on their own, and
 * hydrating them one by one was a good part of the search page's main-thread time (docs/decisions/025).
 */
function NameList({ id, names }: { id: string; names: Set<string> }) {
  const options = [...names].map((name) => `<option value="${name.replace(/[&"<>]/g, (character) => attributeEscapes[character]!)}"></option>`).join("");
  return <datalist id={id} dangerouslySetInnerHTML={{ __html: options }} />;
}

/** A text field with the catalogue's names as suggestions; it commits on Enter or on picking an option. */
function Typeahead({
  name,
  label,
  listId,
  options,
  onCommit,
  typed,
}: {
  name: string;
  label: string;
  listId: string;
  options: Set<string>;
  onCommit: (input: HTMLInputElement) => void;
  typed?: string;
}) {
  const { t } = useTranslation("search");
  const id = useId();
  const commitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" && event.currentTarget.value.trim()) {
      event.preventDefault();
      onCommit(event.currentTarget);
    }
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm">
        {label}
      </label>
      <Input
        id={id}
        name={name}
        list={listId}
        autoComplete="off"
        maxLength={SEARCH_SLUG_MAX_LENGTH}
        placeholder={t("typeaheadHint")}
        defaultValue={typed}
        aria-invalid={typed ? true : undefined}
        data-typeahead
        onKeyDown={commitOnEnter}
        onChange={(event) => {
          if (options.has(event.currentTarget.value)) onCommit(event.currentTarget);
        }}
      />
    </div>
  );
}

/** Each category followed by its children, so sub-cuisines sit under their cuisine. */
function inTreeOrder<T extends { id: number; parent_id: number | null }>(categories: T[]): T[] {
  const children = new Map<number | null, T[]>();
  for (const category of categories) children.set(category.parent_id, [...(children.get(category.parent_id) ?? []), category]);
  const ordered: T[] = [];
  const visit = (parent: number | null) => {
    for (const category of children.get(parent) ?? []) {
      ordered.push(category);
      visit(category.id);
    }
  };
  visit(null);
  return ordered;
}

interface FilterPanelProps {
  path: string;
  state: SearchState;
  facets: FacetCounts;
  /** An ingredient typed that the catalogue does not know: kept in its field (typed-ingredients.ts). */
  typedMiss?: TypedMiss | null;
}

/** The sheet's address: /buscar/#filtros opens it (the recipe list links there). */
const SHEET_ID = "filtros";

const toggleClass = `${buttonBox} rounded-lg border border-line bg-surface px-4 font-semibold text-ink hover:bg-accent-soft cursor-pointer list-none [&::-webkit-details-marker]:hidden`;

/**
 * The search field, the order and every filter of §3 with its facet count. A GET form to the search
 * page: without JavaScript the Apply button submits it; with JavaScript each change applies itself
 * (use-live-search). From lg up the filters are a side panel; on a phone the field and the order come
 * first, then the results, and the filters wait behind a "Filtros (N)" button: a disclosure without
 * JavaScript, a modal sheet with it (use-filter-sheet). Docs: decisions/041.
 */
export function FilterPanel({ path, state, facets, typedMiss }: FilterPanelProps) {
  const { t } = useTranslation("search");
  const locale = useLocale();
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
  const textInput = useRef<HTMLInputElement>(null);
  const semanticInput = useRef<HTMLInputElement>(null);
  // The text fields keep what is being typed; they follow the URL only when it changes elsewhere (a chip removed).
  useEffect(() => {
    for (const [input, value] of [
      [textInput.current, state.q],
      [semanticInput.current, state.semantic],
    ] as const) {
      if (input && document.activeElement !== input) input.value = value;
    }
  }, [state.q, state.semantic]);
  const hasText = Boolean(state.q || state.semantic);

  const ingredientNames = new Map(facets.ingredients.map((option) => [option.slug, option.name]));
  const tagNames = new Map(facets.tags.map((option) => [option.slug, option.name]));
  const chosenIngredients = new Set([...state.includeIngredients, ...state.excludeIngredients]);
  const chosenTags = new Set([...state.includeTags, ...state.excludeTags]);
  const quickIngredients = facets.ingredients.filter((option) => !chosenIngredients.has(option.slug) && option.count > 0).slice(0, QUICK_INGREDIENTS);
  const quickTags = facets.tags.filter((option) => !chosenTags.has(option.slug) && option.count > 0).slice(0, QUICK_TAGS);
  const ingredientOptions = new Set(facets.ingredients.map((option) => option.name));
  const tagOptions = new Set(facets.tags.map((option) => option.name));
  const commit = (input: HTMLInputElement) => input.form && live.apply(input.form, { immediately: true });

  const categoryTypes = ["cuisine", "course", "diet", "occasion"] as const;
  const categoriesOf = (type: (typeof categoryTypes)[number]) =>
    inTreeOrder(facets.categories).filter((option) => option.type === type && option.level > 0 && (option.count > 0 || state.categories.includes(option.slug)));

  const timeSelect = (name: string, label: string, value: number | undefined) => (
    <div>
      <label htmlFor={`filter-${name}`} className="mb-1 block text-sm">
        {label}
      </label>
      <Select id={`filter-${name}`} name={name} defaultValue={value ?? ""}>
        <option value="">{t("anyTime")}</option>
        {TIME_OPTIONS.map((minutes) => (
          <option key={minutes} value={minutes}>
            {minutes >= 60 && minutes % 60 === 0 ? t("hours", { count: minutes / 60 }) : t("minutes", { count: minutes })}
          </option>
        ))}
      </Select>
    </div>
  );

  const numberField = (name: string, label: string, value: number | undefined, max: number) => (
    <div className="flex-1">
      <label htmlFor={`filter-${name}`} className="mb-1 block text-sm">
        {label}
      </label>
      <Input id={`filter-${name}`} name={name} type="number" inputMode="numeric" min={1} max={max} defaultValue={value ?? ""} />
    </div>
  );

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
      <div>
        <label htmlFor="search-text" className="mb-1 block text-sm font-semibold max-lg:sr-only">
          {t("textLabel")}
        </label>
        <div className="relative">
          <Input
            ref={textInput}
            id="search-text"
            name="q"
            type="search"
            maxLength={SEARCH_TEXT_MAX_LENGTH}
            defaultValue={state.q}
            placeholder={t("textPlaceholder")}
            className="w-full pe-12"
          />
          <button
            type="submit"
            className="absolute end-1 top-1 inline-flex size-9 items-center justify-center rounded-lg text-ink-muted hover:bg-accent-soft hover:text-ink"
            aria-label={t("searchSubmit")}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
          </button>
        </div>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        {hydrated ? (
          <button
            type="button"
            className={`${toggleClass} lg:hidden`}
            aria-haspopup="dialog"
            aria-expanded={sheet.open}
            aria-controls={SHEET_ID}
            onClick={(event) => sheet.show(event.currentTarget)}
            data-filter-toggle
          >
            {toggleLabel}
          </button>
        ) : (
          <details className="peer lg:hidden" data-filter-toggle>
            <summary className={toggleClass}>{toggleLabel}</summary>
          </details>
        )}
        <div className="min-w-0 flex-1 lg:w-full lg:flex-none">
          <label htmlFor="search-sort" className="mb-1 block text-sm">
            {t("sort.label")}
          </label>
          <Select key={state.sort ?? ""} id="search-sort" name="sort" defaultValue={state.sort ?? ""}>
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

        <div
          id={SHEET_ID}
          ref={sheetElement}
          role={sheet.open ? "dialog" : undefined}
          aria-modal={sheet.open || undefined}
          aria-labelledby="filters-heading"
          className={`w-full lg:static lg:block lg:overflow-visible lg:bg-transparent lg:p-0 ${sheet.open ? "fixed inset-0 z-50 block overflow-y-auto overscroll-contain bg-surface px-4 pt-4" : `hidden peer-open:block ${hydrated ? "" : "target:block"}`}`}
          data-filter-sheet={sheet.open ? "open" : "closed"}
        >
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

            <Section facet="ingredients" title={t("facet.ingredients")}>
              <ChosenChips name="include_ingredients" values={state.includeIngredients} names={ingredientNames} tone="include" />
              <ChosenChips name="exclude_ingredients" values={state.excludeIngredients} names={ingredientNames} tone="exclude" />
              {quickIngredients.length ? (
                <fieldset>
                  <legend className="mb-1 text-sm text-ink-muted">{t("popularIngredients")}</legend>
                  {quickIngredients.map((option) => (
                    <label key={option.slug} className={optionClass}>
                      <input type="checkbox" name="include_ingredients" value={option.slug} className="size-4" />
                      {option.name}
                      <Count value={option.count} />
                    </label>
                  ))}
                </fieldset>
              ) : null}
              <Typeahead
                name="include_ingredients"
                label={t("addIngredient")}
                listId="ingredient-names"
                options={ingredientOptions}
                onCommit={commit}
                typed={typedMiss?.field === "includeIngredients" ? typedMiss.typed : undefined}
              />
              <Typeahead
                name="exclude_ingredients"
                label={t("excludeIngredient")}
                listId="ingredient-names"
                options={ingredientOptions}
                onCommit={commit}
                typed={typedMiss?.field === "excludeIngredients" ? typedMiss.typed : undefined}
              />
              <NameList id="ingredient-names" names={ingredientOptions} />
            </Section>

            <Section facet="categories" title={t("facet.categories")}>
              {categoryTypes.map((type) => {
                const options = categoriesOf(type);
                if (!options.length) return null;
                return (
                  <fieldset key={type}>
                    <legend className="mb-1 text-sm font-semibold">{t(`facet.${type}`)}</legend>
                    {options.map((option) => (
                      <label key={option.slug} className={`${optionClass} ${option.level > 1 ? "ps-4" : ""}`}>
                        <input type="checkbox" name="categories" value={option.slug} defaultChecked={state.categories.includes(option.slug)} className="size-4" />
                        {option.name}
                        <Count value={option.count} />
                      </label>
                    ))}
                  </fieldset>
                );
              })}
            </Section>

            <Section facet="difficulty" title={t("facet.difficulty")}>
              <fieldset>
                <legend className="sr-only">{t("facet.difficulty")}</legend>
                {difficultyValues.map((level) => (
                  <label key={level} className={optionClass}>
                    <input type="checkbox" name="difficulty" value={level} defaultChecked={state.difficulty.includes(level)} className="size-4" />
                    {t(`difficulty.${level}`)}
                    <Count value={facets.difficulty.find((option) => option.value === level)?.count ?? 0} />
                  </label>
                ))}
              </fieldset>
            </Section>

            <Section facet="time" title={t("facet.time")}>
              {timeSelect("total_time_max", t("totalTimeMax"), state.totalTimeMax)}
              {timeSelect("active_time_max", t("activeTimeMax"), state.activeTimeMax)}
            </Section>

            <Section facet="tags" title={t("facet.tags")}>
              <ChosenChips name="include_tags" values={state.includeTags} names={tagNames} tone="include" />
              <ChosenChips name="exclude_tags" values={state.excludeTags} names={tagNames} tone="exclude" />
              {quickTags.length ? (
                <CheckboxChips
                  name="include_tags"
                  legend={t("facet.tags")}
                  legendClassName="sr-only"
                  options={quickTags.map((option) => ({ value: option.slug, label: option.name, count: option.count }))}
                  chosen={[]}
                />
              ) : null}
              <Typeahead name="include_tags" label={t("addTag")} listId="tag-names" options={tagOptions} onCommit={commit} />
              <Typeahead name="exclude_tags" label={t("excludeTag")} listId="tag-names" options={tagOptions} onCommit={commit} />
              <NameList id="tag-names" names={tagOptions} />
            </Section>

            <Section facet="rating" title={t("facet.rating")}>
              <fieldset>
                <legend className="sr-only">{t("minRating")}</legend>
                <label className={optionClass}>
                  <input type="radio" name="min_rating" value="" defaultChecked={state.minRating === undefined} className="size-4" />
                  {t("anyRating")}
                </label>
                {RATING_OPTIONS.map((rating) => (
                  <label key={rating} className={optionClass}>
                    <input type="radio" name="min_rating" value={rating} defaultChecked={state.minRating === rating} className="size-4" />
                    {t("ratingAtLeast", { rating: numberFormat(locale).format(rating) })}
                  </label>
                ))}
              </fieldset>
            </Section>

            <Section facet="servings" title={t("facet.servings")} open={state.servingsMin !== undefined || state.servingsMax !== undefined}>
              <div className="flex gap-3">
                {numberField("servings_min", t("servingsMin"), state.servingsMin, SERVINGS_MAX)}
                {numberField("servings_max", t("servingsMax"), state.servingsMax, SERVINGS_MAX)}
              </div>
            </Section>

            <Section facet="calories" title={t("facet.calories")} open={state.caloriesMin !== undefined || state.caloriesMax !== undefined}>
              <div className="flex gap-3">
                {numberField("calories_min", t("caloriesMin"), state.caloriesMin, CALORIES_MAX)}
                {numberField("calories_max", t("caloriesMax"), state.caloriesMax, CALORIES_MAX)}
              </div>
            </Section>

            <Section facet="author" title={t("facet.author")}>
              <fieldset>
                <legend className="sr-only">{t("facet.author")}</legend>
                <label className={optionClass}>
                  <input type="radio" name="author_type" value="" defaultChecked={!state.authorType} className="size-4" />
                  {t("authorType.any")}
                </label>
                {facets.author_type.map((option) => (
                  <label key={option.value} className={optionClass}>
                    <input type="radio" name="author_type" value={option.value} defaultChecked={state.authorType === option.value} className="size-4" />
                    {t(`authorType.${option.value}`)}
                    <Count value={option.count} />
                  </label>
                ))}
              </fieldset>
              <label className={optionClass}>
                <input type="checkbox" name="is_featured" value="true" defaultChecked={state.isFeatured === true} className="size-4" />
                {t("featured")}
              </label>
              <label className={optionClass}>
                <input type="checkbox" name="has_video" value="true" defaultChecked={state.hasVideo === true} className="size-4" />
                {t("withVideo")}
              </label>
            </Section>

            {/* On a phone Apply stays in reach at the bottom while the filters scroll. */}
            <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4 max-lg:sticky max-lg:bottom-0 max-lg:bg-surface max-lg:pb-4">
              <Button type="submit" weight="medium">
                {t("apply")}
              </Button>
              <Link to={path} className="text-sm underline underline-offset-4" data-clear-filters>
                {t("clearAll")}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </Form>
  );
}
