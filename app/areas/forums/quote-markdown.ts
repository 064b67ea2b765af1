/** A reply quoted in the form: its text as a Markdown quote, then room to answer (the `?quote=` link's, without JavaScript). */
export function quotedText(source: string): string {
  return `${source
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n")}\n\n`;
}

/** Markdown's punctuation, escaped in a name so "**" or "_" in it stays text. */
const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]<>#!|~]/g, (character) => `\\${character}`);

/**
 * A fragment of a reply that the member selected, quoted with its author's name on the quote's first
 * line: out of its reply, a fragment needs to say whose words these are. Blank runs are folded to one
 * empty line, lines' trailing spaces dropped.
 */
export function selectionQuote(selected: string, author: string): string {
  const text = selected
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return quotedText(`**${escapeMarkdown(author)}:**\n${text}`);
}

/** The reply text with a quote added: at the end of what is typed, after a blank line. */
export function withQuote(current: string, quote: string): string {
  const typed = current.trimEnd();
  return typed === "" ? quote : `${typed}\n\n${quote}`;
}
