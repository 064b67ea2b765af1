import { type ReactNode, useEffect, useRef } from "react";
import { actionButtonClass } from "./action-style";

const panelClass = "absolute inset-x-0 top-full z-20 mt-2 space-y-5 rounded-xl border border-line bg-surface p-4 text-ink shadow-raised sm:right-auto sm:w-[28rem]";

/**
 * A disclosure that acts as a menu: a plain <details> (it opens without JavaScript), which with
 * JavaScript also closes on Escape (focus back on its button) and on a click elsewhere.
 */
export function ActionMenu({ label, children, defaultOpen = false, ...data }: { label: ReactNode; children: ReactNode; defaultOpen?: boolean; [data: `data-${string}`]: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    // On the document: a submitted button is disabled for a moment and the focus may have left the menu.
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);
  return (
    <details ref={ref} open={defaultOpen || undefined} {...data}>
      {/* The caret is drawn, not written: the button's name is its label alone. */}
      <summary className={`${actionButtonClass} after:text-xs after:content-['▾']`}>{label}</summary>
      <div className={panelClass}>{children}</div>
    </details>
  );
}
