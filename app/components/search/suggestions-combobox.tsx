import { useNavigate } from "@remix-run/react";
import { type KeyboardEvent, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SEARCH_TEXT_MAX_LENGTH } from "#api/contract/limits";
import { useLocale } from "~/i18n/use-locale";
import { comboboxReducer, initialComboboxState } from "./combobox-state";
import { highlightMatch } from "./highlight-match";
import { groupSuggestions, optionAt, optionCount, type SuggestionOption } from "./suggestion-options";
import { useHydrated } from "~/components/use-hydrated";
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
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  // What the visitor has typed here; a search page's prefilled text is not worth suggesting for.
  const [text, setText] = useState("");
  const [state, dispatch] = useReducer(comboboxReducer, initialComboboxState);

  const suggestions = useSearchSuggestions(text, locale);
  const groups = useMemo(() => (suggestions ? groupSuggestions(suggestions, { locale, searchAction }) : []), [suggestions, locale, searchAction]);

  const count = optionCount(groups);
  useEffect(() => {
    dispatch({ type: "results", optionCount: count, focused: document.activeElement === inputRef.current });
  }, [groups, count]);

  // Said when the list opens, or when the text finds nothing; silent while the list is closed on purpose.
  const announced = suggestions && (count === 0 ? !state.dismissed : state.open);
  const announcement = announced ? t("suggestions.count", { count }) : "";

  const listboxId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;
  const activeOption = state.open ? optionAt(groups, state.activeIndex) : undefined;
  const activeId = activeOption ? optionId(activeOption.index) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  function resetText() {
    if (inputRef.current) inputRef.current.value = "";
    setText("");
    dispatch({ type: "clear" });
  }

  function choose(option: SuggestionOption) {
    resetText();
    navigate(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        if (state.optionCount === 0) return;
        event.preventDefault();
        dispatch({ type: "move", step: event.key === "ArrowDown" ? 1 : -1 });
        return;
      case "Enter":
        if (activeOption) {
          event.preventDefault();
          choose(activeOption);
        } else {
          // No option chosen: the form is submitted as a plain search.
          dispatch({ type: "close" });
        }
        return;
      case "Escape":
        // First Escape closes the list, a second one clears the text (what a search field does natively).
        if (state.open) {
          event.preventDefault();
          dispatch({ type: "close" });
        } else if (event.currentTarget.value !== "") {
          event.preventDefault();
          resetText();
        }
        return;
    }
  }

  const combobox = hydrated
    ? ({
        role: "combobox",
        "aria-autocomplete": "list",
        "aria-expanded": state.open,
        "aria-controls": listboxId,
        "aria-activedescendant": activeId,
        autoComplete: "off",
        onKeyDown,
        onFocus: () => dispatch({ type: "reopen" }),
        onBlur: () => dispatch({ type: "close" }),
      } as const)
    : {};

  return (
    <>
      <input
        ref={inputRef}
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
          dispatch({ type: "edit" });
        }}
        {...combobox}
      />
      {hydrated ? (
        <>
          <div
            id={listboxId}
            role="listbox"
            aria-label={t("suggestions.label")}
            hidden={!state.open}
            // Keeps focus in the input when the list (or its scrollbar) is clicked.
            onMouseDown={(event) => event.preventDefault()}
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
                    id={optionId(option.index)}
                    role="option"
                    aria-selected={option.index === activeOption?.index}
                    onMouseMove={() => option.index !== state.activeIndex && dispatch({ type: "point", index: option.index })}
                    onClick={() => choose(option)}
                    className="flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm text-ink aria-selected:bg-accent-soft"
                  >
                    <span className="line-clamp-2">
                      {highlightMatch(option.label, text).map((part, index) =>
                        part.match ? (
                          <mark key={index} className="bg-transparent font-semibold text-inherit">
                            {part.text}
                          </mark>
                        ) : (
                          <span key={index}>{part.text}</span>
                        ),
                      )}
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
