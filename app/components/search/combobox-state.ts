/** The suggestions popup: open or not, and which option is active (-1: none, focus stays on the text). */
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
