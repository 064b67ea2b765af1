/** A category's colour names one of the design's tokens (inline styles are not allowed by the CSP). */
const dots: Record<string, string> = { accent: "bg-accent", success: "bg-success", warning: "bg-warning", danger: "bg-danger", ink: "bg-ink-muted" };
export const categoryDot = (colour: string) => dots[colour] ?? "bg-accent";
