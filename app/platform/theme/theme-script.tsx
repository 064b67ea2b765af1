import { themeColors } from "./theme";

/**
 * Runs in <head> before the first paint: for the "system" preference it applies the OS scheme
 * (the server may not know it), keeps following OS changes, and marks the theme as loaded after 100 ms.
 * It also marks the page as running scripts (`js`), so controls that need them (`.js-only`) take
 * their place from the first paint instead of pushing the page down once hydrated.
 */
const script = `(() => {
  const root = document.documentElement;
  root.classList.add("js");
  const media = window.matchMedia("(prefers-color-scheme: dark)");
  const colors = ${JSON.stringify(themeColors)};
  const apply = () => {
    if (root.dataset.themePreference !== "system") return;
    const theme = media.matches ? "dark" : "light";
    root.classList.toggle("dark", theme === "dark");
    root.classList.toggle("light", theme === "light");
    root.style.colorScheme = theme;
    document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => meta.setAttribute("content", colors[theme]));
  };
  apply();
  media.addEventListener("change", apply);
  window.__applySystemTheme = apply;
  setTimeout(() => root.classList.add("theme-loaded"), 100);
})();`;

export function ThemeScript({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
