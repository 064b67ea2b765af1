import { Link, type LinkProps } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";

/**
 * The site's buttons, as a form button or as a link that looks like one:
 * - primary: the accent-filled main action of a view;
 * - secondary: a quieter action on the surface, in the accent colour ("older", "next page");
 * - neutral: a quieter action on the surface, in the text colour (a row of shortcuts).
 */
type ButtonVariant = "primary" | "secondary" | "neutral";

interface ButtonStyle {
  variant?: ButtonVariant;
  /** Primary buttons come in the two weights the design uses; the others are always semibold. */
  weight?: "medium" | "semibold";
  /** Layout classes from the caller (margins, width); never colours or sizes. */
  className?: string;
}

const variantClasses: Record<ButtonVariant, string> = {
  primary: "rounded-lg bg-accent px-5 text-on-accent hover:bg-accent-hover",
  secondary: "rounded-lg border border-line bg-surface px-4 font-semibold text-accent hover:bg-accent-soft",
  neutral: "rounded-lg border border-line bg-surface px-5 font-semibold text-ink hover:bg-accent-soft",
};

/**
 * The box every button shares: at least 44 px high but never a fixed height, with vertical padding
 * and a line height of its own, so a label that wraps ("Inicia sesión para seguir a …" on a phone)
 * keeps space above and below each line instead of touching the edges.
 */
export const buttonBox = "inline-flex min-h-11 items-center justify-center gap-2 py-2 text-center leading-snug [overflow-wrap:anywhere]";

/** The classes of a button of that style. */
function buttonClass({ variant = "primary", weight = "semibold", className }: ButtonStyle = {}): string {
  const weightClass = variant === "primary" ? (weight === "medium" ? " font-medium" : " font-semibold") : "";
  return `${className ? `${className} ` : ""}${buttonBox} ${variantClasses[variant]}${weightClass}`;
}

export function Button({ variant, weight, className, type = "button", ...props }: ButtonStyle & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className">) {
  return <button type={type} className={buttonClass({ variant, weight, className })} {...props} />;
}

export function ButtonLink({ variant, weight, className, ...props }: ButtonStyle & Omit<LinkProps, "className">) {
  return <Link className={buttonClass({ variant, weight, className })} {...props} />;
}
