import { describe, expect, it } from "vitest";
import { quotedText, selectionQuote, withQuote } from "./quote-markdown";

describe("quoting a reply", () => {
  it("quotes a whole reply line by line, as the link does", () => {
    expect(quotedText("Lávalo bien.\n\nY deja reposar.")).toBe("> Lávalo bien.\n> \n> Y deja reposar.\n\n");
  });

  it("quotes a selected fragment with its author, the name's Markdown escaped and blank runs folded", () => {
    expect(selectionQuote("  deja reposar   \r\n\n\n\ncon la tapa  ", "Marta *la* Gil_")).toBe("> **Marta \\*la\\* Gil\\_:**\n> deja reposar\n> \n> con la tapa\n\n");
  });

  it("adds a quote after what is typed, or alone in an empty box", () => {
    expect(withQuote("", "> cita\n\n")).toBe("> cita\n\n");
    expect(withQuote("Mi respuesta  \n", "> cita\n\n")).toBe("Mi respuesta\n\n> cita\n\n");
  });
});
