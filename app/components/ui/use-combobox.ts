import { type KeyboardEvent, useEffect, useReducer, useRef } from "react";
import { useHydrated } from "~/platform/http/use-hydrated";
import { comboboxKey, comboboxReducer, initialComboboxState } from "./combobox-state";

interface UseComboboxOptions {
  /** The text box's id; the listbox and its options are named after it. */
  id: string;
  optionCount: number;
  /** Changes whenever a new answer arrives: the list then opens if the box has focus. */
  results: unknown;
  onChoose: (index: number) => void;
  /** Escape on a closed list empties the text and calls this (the search box). */
  onClearText?: () => void;
}

/**
 * An ARIA 1.2 combobox with a listbox popup, for a text box that suggests as you type: focus stays
 * in the box, the active option is named by aria-activedescendant, keys as in `comboboxKey`. Before
 * hydration (and without JavaScript) the box is a plain text input: `inputProps` is empty then and
 * the listbox is not drawn (`hydrated`).
 */
export function useCombobox({ id, optionCount, results, onChoose, onClearText }: UseComboboxOptions) {
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, dispatch] = useReducer(comboboxReducer, initialComboboxState);

  useEffect(() => {
    dispatch({ type: "results", optionCount, focused: document.activeElement === inputRef.current });
  }, [results, optionCount]);

  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeIndex = state.open ? state.activeIndex : -1;
  const activeId = activeIndex >= 0 ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
    const outcome = comboboxKey(event.key, state, { text: event.currentTarget.value, clearsOnEscape: onClearText !== undefined });
    if (outcome.preventDefault) event.preventDefault();
    if (outcome.action) dispatch(outcome.action);
    if (outcome.choose !== undefined) onChoose(outcome.choose);
    if (outcome.clearText) {
      event.currentTarget.value = "";
      dispatch({ type: "clear" });
      onClearText?.();
    }
  }

  const inputProps = hydrated
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

  return {
    hydrated,
    inputRef,
    open: state.open,
    /** Closed on purpose (Escape, Enter, leaving the box). */
    dismissed: state.dismissed,
    activeIndex,
    inputProps,
    listboxProps: {
      id: listboxId,
      role: "listbox",
      hidden: !state.open,
      // Keeps focus in the input when the list (or its scrollbar) is clicked.
      onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
    } as const,
    optionProps: (index: number) =>
      ({
        id: optionId(index),
        role: "option",
        "aria-selected": index === activeIndex,
        onMouseMove: () => index !== state.activeIndex && dispatch({ type: "point", index }),
        onClick: () => onChoose(index),
      }) as const,
    /** The text was typed in: no option is active until the arrows pick one. */
    edited: () => dispatch({ type: "edit" }),
    /** An option was chosen or the text emptied: the old suggestions no longer apply. */
    cleared: () => dispatch({ type: "clear" }),
  };
}
