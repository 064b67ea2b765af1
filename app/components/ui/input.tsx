import { type InputHTMLAttributes, forwardRef } from "react";

/**
 * The box every text-like control shares (input, select, textarea): 44 px high where it is one line,
 * the hairline border turning the danger colour while the field is invalid, and the read-only look
 * of a value shown but not editable. Focus shows the site's ring (app.css, :focus-visible).
 */
export const fieldBox = "rounded-lg border border-line bg-surface px-3 text-base text-ink placeholder:text-ink-muted aria-[invalid=true]:border-danger";

/** Caller classes are layout only (width, margins, padding for an icon); without them the field is full width. */
export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input({ className = "w-full", ...props }, ref) {
  return <input ref={ref} className={`h-11 ${fieldBox} read-only:bg-page read-only:text-ink-muted ${className}`} {...props} />;
});
