import { describe, expect, it } from "vitest";
import { type ComboboxState, comboboxReducer, initialComboboxState } from "./combobox-state";

const withResults = (optionCount: number, focused = true) => comboboxReducer(initialComboboxState, { type: "results", optionCount, focused });
const moves = (state: ComboboxState, ...steps: (1 | -1)[]) => steps.reduce((current, step) => comboboxReducer(current, { type: "move", step }), state);

describe("comboboxReducer", () => {
  it("opens on results only while the input has focus, with no active option", () => {
    expect(withResults(3)).toEqual({ optionCount: 3, open: true, activeIndex: -1, dismissed: false });
    expect(withResults(3, false)).toMatchObject({ optionCount: 3, open: false, activeIndex: -1 });
    expect(withResults(0)).toMatchObject({ optionCount: 0, open: false, activeIndex: -1 });
  });

  it("moves down and up through the options, wrapping at both ends", () => {
    const open = withResults(3);
    expect(moves(open, 1).activeIndex).toBe(0);
    expect(moves(open, 1, 1, 1).activeIndex).toBe(2);
    expect(moves(open, 1, 1, 1, 1).activeIndex).toBe(0);
    expect(moves(open, -1).activeIndex).toBe(2);
    expect(moves(open, 1, -1).activeIndex).toBe(2);
  });

  it("reopens a closed list with an arrow key, on its first or last option", () => {
    const closed = comboboxReducer(moves(withResults(3), 1, 1), { type: "close" });
    expect(closed).toEqual({ optionCount: 3, open: false, activeIndex: -1, dismissed: true });
    expect(moves(closed, 1)).toMatchObject({ open: true, activeIndex: 0 });
    expect(moves(closed, -1)).toMatchObject({ open: true, activeIndex: 2 });
  });

  it("ignores arrows when there is nothing to suggest", () => {
    expect(moves(withResults(0), 1, -1)).toEqual(withResults(0));
  });

  it("follows the pointer over valid options of an open list", () => {
    const open = withResults(3);
    expect(comboboxReducer(open, { type: "point", index: 1 }).activeIndex).toBe(1);
    expect(comboboxReducer(open, { type: "point", index: 3 })).toBe(open);
    const closed = comboboxReducer(open, { type: "close" });
    expect(comboboxReducer(closed, { type: "point", index: 1 })).toBe(closed);
  });

  it("drops the active option when the text is edited, keeping the list open", () => {
    expect(comboboxReducer(moves(withResults(3), 1), { type: "edit" })).toEqual({ optionCount: 3, open: true, activeIndex: -1, dismissed: false });
  });

  it("new results reset the active option", () => {
    const active = moves(withResults(3), 1, 1);
    expect(comboboxReducer(active, { type: "results", optionCount: 2, focused: true })).toEqual({ optionCount: 2, open: true, activeIndex: -1, dismissed: false });
  });

  it("a list closed with Escape or Enter stays closed when late results arrive, until the text changes", () => {
    const dismissed = comboboxReducer(withResults(3), { type: "close" });
    const late = comboboxReducer(dismissed, { type: "results", optionCount: 2, focused: true });
    expect(late).toMatchObject({ optionCount: 2, open: false });
    const edited = comboboxReducer(late, { type: "edit" });
    expect(comboboxReducer(edited, { type: "results", optionCount: 2, focused: true })).toMatchObject({ open: true });
  });

  it("reopens on focus only when there are suggestions, and forgets them when cleared", () => {
    const closed = comboboxReducer(withResults(2), { type: "close" });
    expect(comboboxReducer(closed, { type: "reopen" })).toMatchObject({ open: true, activeIndex: -1 });
    expect(comboboxReducer(initialComboboxState, { type: "reopen" })).toEqual(initialComboboxState);
    expect(comboboxReducer(moves(withResults(2), 1), { type: "clear" })).toEqual(initialComboboxState);
  });
});
