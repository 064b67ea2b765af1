import { useCallback, useEffect, useRef } from "react";

/**
 * Moves the focus to a field once the render under way is done, the caret at the end of its text:
 * conform's update and reset may draw the field anew, and a focus given before would stay on the old one.
 */
export function useFocusAfterRender() {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    const id = pending.current;
    if (id === null) return;
    pending.current = null;
    const field = document.getElementById(id);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return field?.focus();
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  });
  return useCallback((id: string) => {
    pending.current = id;
  }, []);
}
