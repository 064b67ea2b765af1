import { createContext, useContext } from "react";

/**
 * The site's stylesheet written into the document's head (decision 026): the first paint then waits
 * for no request but the page's own. entry.server provides the built CSS; in the browser the
 * provider is absent and the element keeps the text the server wrote, read before hydrating, so a
 * render in the browser (hydration, or a client render after a mismatch) writes the same text back.
 */
const StylesheetContext = createContext<string | null>(null);
export const StylesheetProvider = StylesheetContext.Provider;

const SELECTOR = "style[data-app-stylesheet]";
const writtenByServer = typeof document === "undefined" ? null : (document.querySelector(SELECTOR)?.textContent ?? null);

export function InlineStylesheet() {
  const css = useContext(StylesheetContext) ?? writtenByServer ?? "";
  return <style data-app-stylesheet="" dangerouslySetInnerHTML={{ __html: css }} />;
}
