/** The pantry page's input look: the site's text field (app/components/forms/fields.tsx). */
export const inputClass = "h-11 rounded-lg border border-line bg-surface px-3 text-base text-ink aria-[invalid=true]:border-danger";
export const labelClass = "block text-sm font-semibold text-ink";
