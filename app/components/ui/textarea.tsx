import { type TextareaHTMLAttributes, forwardRef } from "react";
import { fieldBox } from "./input";

/** A multi-line field in the same box as Input; caller classes are layout only (full width without them). */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea({ className = "w-full", ...props }, ref) {
  return <textarea ref={ref} className={`min-h-11 py-2 ${fieldBox} read-only:bg-page read-only:text-ink-muted ${className}`} {...props} />;
});
