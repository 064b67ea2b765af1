import { type SelectHTMLAttributes, forwardRef } from "react";
import { fieldBox } from "./input";

/** A single-choice list in the same box as Input; caller classes are layout only (full width without them). */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select({ className = "w-full", ...props }, ref) {
  return <select ref={ref} className={`h-11 ${fieldBox} ${className}`} {...props} />;
});
