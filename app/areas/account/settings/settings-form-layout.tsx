import type { ReactNode } from "react";
import { FormMessage } from "~/components/forms/form-message";
import { useSavedState } from "./saved-state";

/**
 * A settings page: heading, the notice after a successful save (in a live region that is always
 * there, so screen readers announce it), and the form, made afresh after each save.
 */
export function SettingsFormLayout({
  title,
  description,
  savedMessage,
  children,
}: {
  title: string;
  description: string;
  savedMessage: string;
  children: (formKey: string) => ReactNode;
}) {
  const { saved, formKey } = useSavedState();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-semibold">{title}</h1>
        <p className="mt-2 text-ink-muted">{description}</p>
      </div>
      <div aria-live="polite">{saved ? <FormMessage tone="success">{savedMessage}</FormMessage> : null}</div>
      {children(formKey)}
    </div>
  );
}
