import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SEARCH_TEXT_MAX_LENGTH } from "#api/contract/limits";
import { HighlightedMatch } from "~/components/search/highlighted-match";
import { useSearchSuggestions } from "~/components/search/use-search-suggestions";
import { Input } from "~/components/ui/input";
import { useCombobox } from "~/components/ui/use-combobox";
import { useLocale } from "~/platform/i18n/use-locale";

interface IngredientPickerProps {
  id: string;
  describedBy: string;
  defaultValue?: string;
  /** Bumped by the page after an ingredient is added, so the box starts empty again. */
  onPicked?: (slug: string) => void;
}

/**
 * The ingredient to add. Without JavaScript a plain text field (`q`): the action adds the exact
 * match or shows the catalogue's matches to pick from. Once hydrated it is an ARIA 1.2 combobox
 * over the catalogue's ingredients (the search box's suggestions, accents folded), and the picked
 * ingredient's slug travels in `ingredient`.
 */
export function IngredientPicker({ id, describedBy, defaultValue, onPicked }: IngredientPickerProps) {
  const { t } = useTranslation("pantry");
  const locale = useLocale();
  const [text, setText] = useState("");
  const [picked, setPicked] = useState<{ slug: string; name: string } | null>(null);
  const suggestions = useSearchSuggestions(picked ? "" : text, locale);
  const options = suggestions?.ingredients ?? [];
  const combobox = useCombobox({
    id,
    optionCount: options.length,
    results: suggestions,
    onChoose: (index) => {
      const option = options[index];
      if (option) choose(option);
    },
  });

  function choose(option: { slug: string; name: string }) {
    if (combobox.inputRef.current) combobox.inputRef.current.value = option.name;
    setText(option.name);
    setPicked(option);
    combobox.cleared();
    onPicked?.(option.slug);
  }

  return (
    <div className="relative">
      <Input
        ref={combobox.inputRef}
        id={id}
        name="q"
        type="text"
        required
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        defaultValue={defaultValue}
        aria-describedby={describedBy}
        onChange={(event) => {
          setText(event.target.value);
          setPicked(null);
          combobox.edited();
        }}
        {...combobox.inputProps}
      />
      {picked ? <input type="hidden" name="ingredient" value={picked.slug} /> : null}
      {combobox.hydrated ? (
        <>
          <ul
            {...combobox.listboxProps}
            aria-label={t("add.suggestions")}
            className="absolute left-0 top-full z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-xl border border-line bg-surface-raised p-2 shadow-raised"
          >
            {options.map((option, index) => (
              <li
                key={option.slug}
                {...combobox.optionProps(index)}
                data-ingredient-option={option.slug}
                className="flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm aria-selected:bg-accent-soft"
              >
                <span>
                  <HighlightedMatch label={option.name} text={text} />
                </span>
              </li>
            ))}
          </ul>
          <div aria-live="polite" aria-atomic="true" className="sr-only">
            {combobox.open ? t("add.suggestionsCount", { count: options.length }) : ""}
          </div>
        </>
      ) : null}
    </div>
  );
}
