/** A combobox's popup (ARIA 1.2, list autocomplete): open or not, and which option is active (-1: none, focus stays on the text). */
export interface ComboboxState {
  optionCount: number;
  open: boolean;
  activeIndex: number;
  /** Closed on purpose (Escape, Enter, leaving the box): suggestions arriving late must not reopen it. */
  dismissed: boolean;
}

export type ComboboxAction =
  /** Fresh suggestions arrived; they show only while the input has focus. */
  | { type: "results"; optionCount: number; focused: boolean }
  /** ArrowDown / ArrowUp: opens the popup, or moves through the options, wrapping at both ends. */
  | { type: "move"; step: 1 | -1 }
  /** Home / End while an option is active: the first or the last option. */
  | { type: "edge"; to: "first" | "last" }
  /** The pointer rests on an option. */
  | { type: "point"; index: number }
  /** The text changed: no option is active until the arrows pick one again. */
  | { type: "edit" }
  /** Focus came back to a box that still has suggestions. */
  | { type: "reopen" }
  | { type: "close" }
  /** The text was cleared or a suggestion chosen: the old suggestions no longer apply. */
  | { type: "clear" };

export const initialComboboxState: ComboboxState = { optionCount: 0, open: false, activeIndex: -1, dismissed: false };

export function comboboxReducer(state: ComboboxState, action: ComboboxAction): ComboboxState {
  switch (action.type) {
    case "results":
      return { ...state, optionCount: action.optionCount, open: action.focused && !state.dismissed && action.optionCount > 0, activeIndex: -1 };
    case "move": {
      const count = state.optionCount;
      if (count === 0) return state;
      if (!state.open || state.activeIndex < 0) return { ...state, open: true, dismissed: false, activeIndex: action.step === 1 ? 0 : count - 1 };
      return { ...state, activeIndex: (state.activeIndex + action.step + count) % count };
    }
    case "edge":
      if (!state.open || state.activeIndex < 0) return state;
      return { ...state, activeIndex: action.to === "first" ? 0 : state.optionCount - 1 };
    case "point":
      if (!state.open || action.index < 0 || action.index >= state.optionCount) return state;
      return { ...state, activeIndex: action.index };
    case "edit":
      return { ...state, activeIndex: -1, dismissed: false };
    case "reopen":
      return { ...state, open: state.optionCount > 0, activeIndex: -1, dismissed: false };
    case "close":
      return { ...state, open: false, activeIndex: -1, dismissed: true };
    case "clear":
      return initialComboboxState;
  }
}

/** What a key pressed in the combobox's text box does; keys it does not own are left to the browser. */
interface ComboboxKeyOutcome {
  action?: ComboboxAction;
  /** The option Enter chose. */
  choose?: number;
  /** Escape on a closed list empties the text (what a search field does natively). */
  clearText?: true;
  /** Whether the browser's own handling is replaced (the caret stays, Enter does not submit). */
  preventDefault: boolean;
}

/**
 * The ARIA 1.2 combobox keys: Down/Up open the list or move through it (wrapping), Home/End go to
 * the first/last option while one is active (otherwise they move the caret), Enter chooses the
 * active option (otherwise the form submits and the list closes), Escape closes the list, and on a
 * closed list empties the text where `clearsOnEscape`.
 */
export function comboboxKey(key: string, state: ComboboxState, options: { text: string; clearsOnEscape: boolean }): ComboboxKeyOutcome {
  const active = state.open && state.activeIndex >= 0;
  switch (key) {
    case "ArrowDown":
    case "ArrowUp":
      if (state.optionCount === 0) return { preventDefault: false };
      return { action: { type: "move", step: key === "ArrowDown" ? 1 : -1 }, preventDefault: true };
    case "Home":
    case "End":
      if (!active) return { preventDefault: false };
      return { action: { type: "edge", to: key === "Home" ? "first" : "last" }, preventDefault: true };
    case "Enter":
      if (active) return { choose: state.activeIndex, preventDefault: true };
      return { action: { type: "close" }, preventDefault: false };
    case "Escape":
      if (state.open) return { action: { type: "close" }, preventDefault: true };
      if (options.clearsOnEscape && options.text !== "") return { clearText: true, preventDefault: true };
      return { preventDefault: false };
    default:
      return { preventDefault: false };
  }
}
