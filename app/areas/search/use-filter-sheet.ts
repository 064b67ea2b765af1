import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

/** Tailwind's lg breakpoint: from there the filters are a side panel, never a sheet. */
const SIDE_PANEL = "(min-width: 64rem)";

/** Makes everything but `keep` unreachable (inert), up to the body; returns how to undo it. */
function inertAround(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement = keep; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) {
        sibling.inert = true;
        changed.push(sibling);
      }
    }
  }
  return () => {
    for (const element of changed) element.inert = false;
  };
}

/**
 * The filter sheet of a phone, once JavaScript runs: a modal dialog. Opening it makes the rest of
 * the page inert and moves the focus into it; Escape, its close button or applying closes it and
 * gives the focus back to the button that opened it. From lg up it is the side panel, so it closes.
 */
export function useFilterSheet(sheet: RefObject<HTMLElement>, firstFocus: RefObject<HTMLElement>) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);

  const show = useCallback((opener: HTMLElement | null) => {
    trigger.current = opener;
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open || !sheet.current) return;
    const restoreInert = inertAround(sheet.current);
    const { overflow } = document.documentElement.style;
    document.documentElement.style.overflow = "hidden";
    firstFocus.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        setOpen(false);
      }
    };
    const wide = window.matchMedia(SIDE_PANEL);
    const onWide = () => wide.matches && setOpen(false);
    document.addEventListener("keydown", onKeyDown, true);
    wide.addEventListener("change", onWide);
    return () => {
      restoreInert();
      document.documentElement.style.overflow = overflow;
      document.removeEventListener("keydown", onKeyDown, true);
      wide.removeEventListener("change", onWide);
      trigger.current?.focus();
    };
  }, [open, sheet, firstFocus]);

  // A link to the filters (/buscar/#filtros, from the recipe list) opens the sheet on a phone.
  useEffect(() => {
    if (window.location.hash === `#${sheet.current?.id}` && !window.matchMedia(SIDE_PANEL).matches) setOpen(true);
  }, [sheet]);

  return { open, show, close };
}

/**
 * The filter fields are redrawn after every change (their counts change with the results), which
 * drops the focus. This puts it back on the same field (same id, or same name and value) so a
 * keyboard or screen-reader user stays where they were.
 */
export function useFocusKeptAcrossRedraws(form: RefObject<HTMLFormElement>, redrawKey: string) {
  const last = useRef<{ id: string; name: string; value: string } | null>(null);
  const onFocus = useCallback((event: { target: EventTarget }) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLButtonElement || field instanceof HTMLAnchorElement) {
      last.current = { id: field.id, name: field.getAttribute("name") ?? "", value: field.getAttribute("value") ?? "" };
    }
  }, []);
  // Focus that moves out of the form (to a chip, a result) forgets the field; a field removed by a redraw moves it nowhere.
  const onBlur = useCallback(
    (event: { relatedTarget: EventTarget | null }) => {
      if (event.relatedTarget instanceof Node && !form.current?.contains(event.relatedTarget)) last.current = null;
    },
    [form],
  );
  useEffect(() => {
    const remembered = last.current;
    if (!remembered || !form.current || (document.activeElement && document.activeElement !== document.body)) return;
    const match =
      (remembered.id && document.getElementById(remembered.id)) ||
      (remembered.name && form.current.querySelector<HTMLElement>(`[name="${CSS.escape(remembered.name)}"][value="${CSS.escape(remembered.value)}"]`));
    if (match instanceof HTMLElement && form.current.contains(match)) match.focus({ preventScroll: true });
  }, [form, redrawKey]);
  return { onFocus, onBlur };
}
