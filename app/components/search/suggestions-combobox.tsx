import { useNavigate } from "@remix-run/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { SEARCH_TEXT_MAX_LENGTH } from "#api/contract/limits";
import { useCombobox } from "~/components/ui/use-combobox";
import { useLocale } from "~/platform/i18n/use-locale";
import { HighlightedMatch } from "./highlighted-match";
import { groupSuggestions, optionAt, optionCount, type SuggestionOption } from "./suggestion-options";
import { useSearchSuggestions } from "./use-search-suggestions";

interface SuggestionsComboboxProps {
  id: string;
  defaultValue?: string;
  placeholder: string;
  className: string;
  /** The form's action, in the page's language: an ingredient suggestion opens the search filtered by it. */
  searchAction: string;
}

/**
 * The search text input. Once JavaScript runs it becomes an ARIA 1.2 combobox (list autocomplete,
 * focus stays in the input, the active option named by aria-activedescendant) offering recipes,
 * ingredients, tags and categories; before that, and without JavaScript, it is a plain text input.
 */
export function SuggestionsCombobox({ id, defaultValue, placeholder, className, searchAction }: SuggestionsComboboxProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  // What the visitor has typed here; a search page's prefilled text is not worth suggesting for.
  const [text, setText] = useState("");

  const suggestions = useSearchSuggestions(text, locale);
  const groups = useMemo(() => (suggestions ? groupSuggestions(suggestions, { locale, searchAction }) : []), [suggestions, locale, searchAction]);
  const count = optionCount(groups);

  const combobox = useCombobox({
    id,
    optionCount: count,
    results: groups,
    onChoose: (index) => {
      const option = optionAt(groups, index);
      if (option) choose(option);
    },
    onClearText: () => setText(""),
  });
  const activeOption = optionAt(groups, combobox.activeIndex);

  // Said when the list opens, or when the text finds nothing; silent while the list is closed on purpose.
  const announced = suggestions && (count === 0 ? !combobox.dismissed : combobox.open);
  const announcement = announced ? t("suggestions.count", { count }) : "";

  function choose(option: SuggestionOption) {
    if (combobox.inputRef.current) combobox.inputRef.current.value = "";
    setText("");
    combobox.cleared();
    navigate(option.href);
  }

  return (
    <>
      <input
        ref={combobox.inputRef}
        id={id}
        name="q"
        type="search"
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        defaultValue={defaultValue}
        placeholder={placeholder}
        className={className}
        data-shortcut-search
        onChange={(event) => {
          setText(event.target.value);
          combobox.edited();
        }}
        {...combobox.inputProps}
      />
      {combobox.hydrated ? (
        <>
          <div
            {...combobox.listboxProps}
            aria-label={t("suggestions.label")}
            className="absolute right-0 top-full z-30 mt-2 max-h-[min(28rem,70vh)] w-full min-w-72 overflow-y-auto rounded-xl border border-line bg-surface-raised p-2 text-left shadow-raised"
          >
            {groups.map((group) => (
              <div key={group.kind} role="group" aria-labelledby={`${id}-suggestions-${group.kind}`} className="py-1">
                <div role="presentation" id={`${id}-suggestions-${group.kind}`} className="px-3 pb-1 pt-1 text-xs font-semibold uppercase tracking-wide text-ink-muted">
                  {t(`suggestions.groups.${group.kind}`)}
                </div>
                {group.options.map((option) => (
                  <div
                    key={`${option.kind}-${option.slug}`}
                    {...combobox.optionProps(option.index)}
                    aria-selected={option.index === activeOption?.index}
                    className="flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm text-ink aria-selected:bg-accent-soft"
                  >
                    <span className="line-clamp-2">
                      <HighlightedMatch label={option.label} text={text} />
                    </span>
                  </div>
                ))}
              </div>
            ))}
          </div>
          <div aria-live="polite" aria-atomic="true" className="sr-only">
            {announcement}
          </div>
        </>
      ) : null}
    </>
  );
}
