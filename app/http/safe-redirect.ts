/** Only same-site absolute paths: "/en/faq" yes; "//evil.example", "https://…" and "javascript:" no. */
export function safeRedirectPath(candidate: string | null | undefined, fallback = "/"): string {
  if (!candidate || !candidate.startsWith("/") || candidate.startsWith("//") || candidate.startsWith("/\\")) return fallback;
  return candidate;
}
