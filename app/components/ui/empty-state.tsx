import type { HTMLAttributes, ReactNode } from "react";

/**
 * The boxed message a list shows when it has nothing (or could not load): a paragraph, or a block
 * (`as="div"`, `as="section"`) when it holds more than a sentence, such as a next step.
 */
export function EmptyState({
  as: Element = "p",
  muted = false,
  className,
  children,
  ...props
}: { as?: "p" | "div" | "section"; muted?: boolean; className?: string; children: ReactNode } & Omit<HTMLAttributes<HTMLElement>, "className" | "children">) {
  const classes = [className, "rounded-xl border border-line bg-surface p-6", muted ? "text-ink-muted" : undefined].filter(Boolean).join(" ");
  return (
    <Element className={classes} {...props}>
      {children}
    </Element>
  );
}
