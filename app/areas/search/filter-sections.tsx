import { useTranslation } from "react-i18next";
import { CheckboxChips } from "~/components/ui/checkbox-chips";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { CALORIES_MAX, SERVINGS_MAX } from "#api/contract/limits";
import type { FacetCounts } from "#api/contract/search";
import { difficultyValues } from "#api/contract/search-words";
import { numberFormat } from "~/platform/i18n/formatters";
import { useLocale } from "~/platform/i18n/use-locale";
import { ChosenChips, inTreeOrder, NameList, Option, optionClass, Section, Typeahead } from "./filter-fields";
import type { SearchState } from "./search-url";
import type { TypedMiss } from "./typed-ingredients";

/** The filters of §3, one section per facet, in the order the panel shows them. */

const TIME_OPTIONS = [15, 30, 45, 60, 90, 120, 240];
const RATING_OPTIONS = [3, 4, 4.5];
const QUICK_INGREDIENTS = 10;
const QUICK_TAGS = 12;
const CATEGORY_TYPES = ["cuisine", "course", "diet", "occasion"] as const;

interface SectionProps {
  state: SearchState;
  facets: FacetCounts;
  /** Applies the form at once (a typeahead's value picked). */
  commit: (input: HTMLInputElement) => void;
  /** An ingredient typed that the catalogue does not know: kept in its field (typed-ingredients.ts). */
  typedMiss?: TypedMiss | null;
}

/** The chosen values of a list facet (include and exclude), the most used others to tick, and typeaheads for the rest. */
function ListFacet({ kind, state, facets, commit, typedMiss }: SectionProps & { kind: "ingredients" | "tags" }) {
  const { t } = useTranslation("search");
  const options = facets[kind];
  const [included, excluded, quickCount] =
    kind === "ingredients" ? [state.includeIngredients, state.excludeIngredients, QUICK_INGREDIENTS] : [state.includeTags, state.excludeTags, QUICK_TAGS];
  const names = new Map(options.map((option) => [option.slug, option.name]));
  const chosen = new Set([...included, ...excluded]);
  const quick = options.filter((option) => !chosen.has(option.slug) && option.count > 0).slice(0, quickCount);
  const typeaheadOptions = new Set(options.map((option) => option.name));
  const field = kind === "ingredients" ? "ingredients" : "tags";
  const listId = kind === "ingredients" ? "ingredient-names" : "tag-names";
  return (
    <Section facet={kind} title={t(`facet.${kind}`)}>
      <ChosenChips name={`include_${field}`} values={included} names={names} tone="include" />
      <ChosenChips name={`exclude_${field}`} values={excluded} names={names} tone="exclude" />
      {quick.length === 0 ? null : kind === "ingredients" ? (
        <fieldset>
          <legend className="mb-1 text-sm text-ink-muted">{t("popularIngredients")}</legend>
          {quick.map((option) => (
            <Option key={option.slug} type="checkbox" name="include_ingredients" value={option.slug} count={option.count}>
              {option.name}
            </Option>
          ))}
        </fieldset>
      ) : (
        <CheckboxChips
          name="include_tags"
          legend={t("facet.tags")}
          legendClassName="sr-only"
          options={quick.map((option) => ({ value: option.slug, label: option.name, count: option.count }))}
          chosen={[]}
        />
      )}
      <Typeahead
        name={`include_${field}`}
        label={kind === "ingredients" ? t("addIngredient") : t("addTag")}
        listId={listId}
        options={typeaheadOptions}
        onCommit={commit}
        typed={kind === "ingredients" && typedMiss?.field === "includeIngredients" ? typedMiss.typed : undefined}
      />
      <Typeahead
        name={`exclude_${field}`}
        label={kind === "ingredients" ? t("excludeIngredient") : t("excludeTag")}
        listId={listId}
        options={typeaheadOptions}
        onCommit={commit}
        typed={kind === "ingredients" && typedMiss?.field === "excludeIngredients" ? typedMiss.typed : undefined}
      />
      <NameList id={listId} names={typeaheadOptions} />
    </Section>
  );
}

function CategoriesSection({ state, facets }: SectionProps) {
  const { t } = useTranslation("search");
  const ordered = inTreeOrder(facets.categories);
  return (
    <Section facet="categories" title={t("facet.categories")}>
      {CATEGORY_TYPES.map((type) => {
        const options = ordered.filter((option) => option.type === type && option.level > 0 && (option.count > 0 || state.categories.includes(option.slug)));
        if (!options.length) return null;
        return (
          <fieldset key={type}>
            <legend className="mb-1 text-sm font-semibold">{t(`facet.${type}`)}</legend>
            {options.map((option) => (
              <Option
                key={option.slug}
                type="checkbox"
                name="categories"
                value={option.slug}
                checked={state.categories.includes(option.slug)}
                count={option.count}
                className={`${optionClass} ${option.level > 1 ? "ps-4" : ""}`}
              >
                {option.name}
              </Option>
            ))}
          </fieldset>
        );
      })}
    </Section>
  );
}

function DifficultySection({ state, facets }: SectionProps) {
  const { t } = useTranslation("search");
  return (
    <Section facet="difficulty" title={t("facet.difficulty")}>
      <fieldset>
        <legend className="sr-only">{t("facet.difficulty")}</legend>
        {difficultyValues.map((level) => (
          <Option
            key={level}
            type="checkbox"
            name="difficulty"
            value={level}
            checked={state.difficulty.includes(level)}
            count={facets.difficulty.find((option) => option.value === level)?.count ?? 0}
          >
            {t(`difficulty.${level}`)}
          </Option>
        ))}
      </fieldset>
    </Section>
  );
}

function TimeSelect({ name, label, value }: { name: string; label: string; value: number | undefined }) {
  const { t } = useTranslation("search");
  return (
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
}

function RatingSection({ state }: SectionProps) {
  const { t } = useTranslation("search");
  const locale = useLocale();
  return (
    <Section facet="rating" title={t("facet.rating")}>
      <fieldset>
        <legend className="sr-only">{t("minRating")}</legend>
        <Option type="radio" name="min_rating" value="" checked={state.minRating === undefined}>
          {t("anyRating")}
        </Option>
        {RATING_OPTIONS.map((rating) => (
          <Option key={rating} type="radio" name="min_rating" value={rating} checked={state.minRating === rating}>
            {t("ratingAtLeast", { rating: numberFormat(locale).format(rating) })}
          </Option>
        ))}
      </fieldset>
    </Section>
  );
}

/** A facet bounded by two numbers (servings, calories), closed until one is given. */
function RangeSection({ facet, title, max, bounds }: { facet: string; title: string; max: number; bounds: { name: string; label: string; value: number | undefined }[] }) {
  return (
    <Section facet={facet} title={title} open={bounds.some((bound) => bound.value !== undefined)}>
      <div className="flex gap-3">
        {bounds.map(({ name, label, value }) => (
          <div key={name} className="flex-1">
            <label htmlFor={`filter-${name}`} className="mb-1 block text-sm">
              {label}
            </label>
            <Input id={`filter-${name}`} name={name} type="number" inputMode="numeric" min={1} max={max} defaultValue={value ?? ""} />
          </div>
        ))}
      </div>
    </Section>
  );
}

function AuthorSection({ state, facets }: SectionProps) {
  const { t } = useTranslation("search");
  return (
    <Section facet="author" title={t("facet.author")}>
      <fieldset>
        <legend className="sr-only">{t("facet.author")}</legend>
        <Option type="radio" name="author_type" value="" checked={!state.authorType}>
          {t("authorType.any")}
        </Option>
        {facets.author_type.map((option) => (
          <Option key={option.value} type="radio" name="author_type" value={option.value} checked={state.authorType === option.value} count={option.count}>
            {t(`authorType.${option.value}`)}
          </Option>
        ))}
      </fieldset>
      <Option type="checkbox" name="is_featured" value="true" checked={state.isFeatured === true}>
        {t("featured")}
      </Option>
      <Option type="checkbox" name="has_video" value="true" checked={state.hasVideo === true}>
        {t("withVideo")}
      </Option>
    </Section>
  );
}

export function FilterSections(props: SectionProps) {
  const { t } = useTranslation("search");
  const { state } = props;
  return (
    <>
      <ListFacet kind="ingredients" {...props} />
      <CategoriesSection {...props} />
      <DifficultySection {...props} />
      <Section facet="time" title={t("facet.time")}>
        <TimeSelect name="total_time_max" label={t("totalTimeMax")} value={state.totalTimeMax} />
        <TimeSelect name="active_time_max" label={t("activeTimeMax")} value={state.activeTimeMax} />
      </Section>
      <ListFacet kind="tags" {...props} />
      <RatingSection {...props} />
      <RangeSection
        facet="servings"
        title={t("facet.servings")}
        max={SERVINGS_MAX}
        bounds={[
          { name: "servings_min", label: t("servingsMin"), value: state.servingsMin },
          { name: "servings_max", label: t("servingsMax"), value: state.servingsMax },
        ]}
      />
      <RangeSection
        facet="calories"
        title={t("facet.calories")}
        max={CALORIES_MAX}
        bounds={[
          { name: "calories_min", label: t("caloriesMin"), value: state.caloriesMin },
          { name: "calories_max", label: t("caloriesMax"), value: state.caloriesMax },
        ]}
      />
      <AuthorSection {...props} />
    </>
  );
}
