import { type KeyboardEvent, useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SEARCH_TEXT_MAX_LENGTH } from "#api/contract/limits";
import { comboboxReducer, initialComboboxState } from "~/components/search/combobox-state";
import { highlightMatch } from "~/components/search/highlight-match";
import { useHydrated } from "~/components/use-hydrated";
import { useSearchSuggestions } from "~/components/search/use-search-suggestions";
import { useLocale } from "~/i18n/use-locale";

interface IngredientPickerProps {
  id: string;
  describedBy: string;
  defaultValue?: string;
  inputClassName: string;
  /** Bumped by the page after an ingredient is added, so the box starts empty again. */
  onPicked?: (slug: string) => void;
}

/**
 * The ingredient to add. Without JavaScript a plain text field (`q`): the action adds the exact
 * match or shows the catalogue's matches to pick from. Once hydrated it is an ARIA 1.2 combobox
 * over the catalogue's ingredients (the search box's suggestions, accents folded), and the picked
 * ingredient's slug travels in `ingredient`.
 */
export function IngredientPicker({ id, describedBy, defaultValue, inputClassName, onPicked }: IngredientPickerProps) {
  const { t } = useTranslation("pantry");
  const locale = useLocale();
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [picked, setPicked] = useState<{ slug: string; name: string } | null>(null);
  const [state, dispatch] = useReducer(comboboxReducer, initialComboboxState);
  const suggestions = useSearchSuggestions(picked ? "" : text, locale);
  const options = suggestions?.ingredients ?? [];

  useEffect(() => {
    dispatch({ type: "results", optionCount: options.length, focused: document.activeElement === inputRef.current });
  }, [options.length, suggestions]);

  const listboxId = `${id}-options`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const active = state.open && state.activeIndex >= 0 ? options[state.activeIndex] : undefined;

  function choose(option: { slug: string; name: string }) {
    if (inputRef.current) inputRef.current.value = option.name;
    setText(option.name);
    setPicked(option);
    dispatch({ type: "clear" });
    onPicked?.(option.slug);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && state.optionCount > 0) {
      event.preventDefault();
      dispatch({ type: "move", step: event.key === "ArrowDown" ? 1 : -1 });
    } else if (event.key === "Enter" && active) {
      event.preventDefault();
      choose(active);
    } else if (event.key === "Escape" && state.open) {
      event.preventDefault();
      dispatch({ type: "close" });
    }
  }

  const combobox = hydrated
    ? ({
        role: "combobox",
        "aria-autocomplete": "list",
        "aria-expanded": state.open,
        "aria-controls": listboxId,
        "aria-activedescendant": active ? optionId(state.activeIndex) : undefined,
        autoComplete: "off",
        onKeyDown,
        onFocus: () => dispatch({ type: "reopen" }),
        onBlur: () => dispatch({ type: "close" }),
      } as const)
    : {};

  return (
    <div className="relative">
      <input
        ref={inputRef}
        id={id}
        name="q"
        type="text"
        required
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        defaultValue={defaultValue}
        aria-describedby={describedBy}
        className={inputClassName}
        onChange={(event) => {
          setText(event.target.value);
          setPicked(null);
          dispatch({ type: "edit" });
        }}
        {...combobox}
      />
      {picked ? <input type="hidden" name="ingredient" value={picked.slug} /> : null}
      {hydrated ? (
        <>
          <ul
            id={listboxId}
            role="listbox"
            aria-label={t("add.suggestions")}
            hidden={!state.open}
            onMouseDown={(event) => event.preventDefault()}
            className="absolute left-0 top-full z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-xl border border-line bg-surface-raised p-2 shadow-raised"
          >
            {options.map((option, index) => (
              <li
                key={option.slug}
                id={optionId(index)}
                role="option"
                aria-selected={index === state.activeIndex}
                data-ingredient-option={option.slug}
                onMouseMove={() => index !== state.activeIndex && dispatch({ type: "point", index })}
                onClick={() => choose(option)}
                className="flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm aria-selected:bg-accent-soft"
              >
                <span>
                  {highlightMatch(option.name, text).map((part, partIndex) =>
                    part.match ? (
                      <mark key={partIndex} className="bg-transparent font-semibold text-inherit">
                        {part.text}
                      </mark>
                    ) : (
                      <span key={partIndex}>{part.text}</span>
                    ),
                  )}
                </span>
              </li>
            ))}
          </ul>
          <div aria-live="polite" aria-atomic="true" className="sr-only">
            {state.open ? t("add.suggestionsCount", { count: options.length }) : ""}
          </div>
        </>
      ) : null}
    </div>
  );
}
