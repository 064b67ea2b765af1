import { describe, expect, it } from "vitest";
import { type ComboboxState, comboboxKey, comboboxReducer, initialComboboxState } from "./combobox-state";

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

describe("comboboxKey", () => {
  const search = { text: "pae", clearsOnEscape: true };
  const picker = { text: "pae", clearsOnEscape: false };
  const closed = comboboxReducer(withResults(3), { type: "close" });
  const active = moves(withResults(3), 1, 1);

  it("opens and moves with Down and Up, and leaves them to the caret when nothing is suggested", () => {
    expect(comboboxKey("ArrowDown", withResults(3), search)).toEqual({ action: { type: "move", step: 1 }, preventDefault: true });
    expect(comboboxKey("ArrowUp", closed, search)).toEqual({ action: { type: "move", step: -1 }, preventDefault: true });
    expect(comboboxKey("ArrowDown", withResults(0), search)).toEqual({ preventDefault: false });
  });

  it("goes to the first or last option with Home and End only while one is active", () => {
    expect(comboboxKey("Home", active, search)).toEqual({ action: { type: "edge", to: "first" }, preventDefault: true });
    expect(comboboxKey("End", active, search)).toEqual({ action: { type: "edge", to: "last" }, preventDefault: true });
    expect(comboboxKey("Home", withResults(3), search)).toEqual({ preventDefault: false });
    expect(comboboxKey("End", closed, search)).toEqual({ preventDefault: false });
    expect(comboboxReducer(active, { type: "edge", to: "first" }).activeIndex).toBe(0);
    expect(comboboxReducer(moves(withResults(3), 1), { type: "edge", to: "last" }).activeIndex).toBe(2);
    expect(comboboxReducer(closed, { type: "edge", to: "last" })).toBe(closed);
  });

  it("chooses the active option with Enter, and otherwise lets the form submit as the list closes", () => {
    expect(comboboxKey("Enter", active, search)).toEqual({ choose: 1, preventDefault: true });
    expect(comboboxKey("Enter", withResults(3), search)).toEqual({ action: { type: "close" }, preventDefault: false });
  });

  it("closes an open list with Escape, then empties the search box's text but not the picker's", () => {
    expect(comboboxKey("Escape", active, search)).toEqual({ action: { type: "close" }, preventDefault: true });
    expect(comboboxKey("Escape", closed, search)).toEqual({ clearText: true, preventDefault: true });
    expect(comboboxKey("Escape", closed, { ...search, text: "" })).toEqual({ preventDefault: false });
    expect(comboboxKey("Escape", closed, picker)).toEqual({ preventDefault: false });
  });

  it("leaves every other key to the text box", () => {
    expect(comboboxKey("a", active, search)).toEqual({ preventDefault: false });
    expect(comboboxKey("Tab", active, search)).toEqual({ preventDefault: false });
  });
});
