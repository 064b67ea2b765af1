import type { Suggestions } from "#api/contract/search";
import { type Locale, localizePath } from "~/platform/i18n/locales";

const suggestionKinds = ["recipes", "ingredients", "tags", "categories"] as const;
export type SuggestionKind = (typeof suggestionKinds)[number];

export interface SuggestionOption {
  kind: SuggestionKind;
  slug: string;
  label: string;
  href: string;
  /** Position among all options, across groups: what the active option is counted in. */
  index: number;
}

export interface SuggestionGroup {
  kind: SuggestionKind;
  options: SuggestionOption[];
}

export interface LinkContext {
  locale: Locale;
  /** The search form's action, already in the page's language (it may be "/buscar" or "/buscar/"). */
  searchAction: string;
}

/** Where choosing a suggestion goes: its page, or for an ingredient the search filtered by it. */
export function suggestionHref(kind: SuggestionKind, slug: string, { locale, searchAction }: LinkContext): string {
  const segment = encodeURIComponent(slug);
  switch (kind) {
    case "recipes":
      return localizePath(`/receta/${segment}`, locale);
    case "ingredients":
      return `${searchAction}?${new URLSearchParams({ include_ingredients: slug })}`;
    case "tags":
      return localizePath(`/tag/${segment}`, locale);
    case "categories":
      return localizePath(`/categoria/${segment}`, locale);
  }
}

/** The API's answer as non-empty groups in a fixed order, options numbered straight through. */
export function groupSuggestions(suggestions: Suggestions, links: LinkContext): SuggestionGroup[] {
  let index = 0;
  const groups: SuggestionGroup[] = [];
  for (const kind of suggestionKinds) {
    const items =
      kind === "recipes"
        ? suggestions.recipes.map((recipe) => ({ slug: recipe.slug, label: recipe.title }))
        : suggestions[kind].map((item) => ({ slug: item.slug, label: item.name }));
    if (items.length === 0) continue;
    groups.push({ kind, options: items.map((item) => ({ kind, ...item, href: suggestionHref(kind, item.slug, links), index: index++ })) });
  }
  return groups;
}

export function optionCount(groups: SuggestionGroup[]): number {
  return groups.reduce((total, group) => total + group.options.length, 0);
}

export function optionAt(groups: SuggestionGroup[], index: number): SuggestionOption | undefined {
  return groups.flatMap((group) => group.options).find((option) => option.index === index);
}
