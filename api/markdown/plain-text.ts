/**
 * A post's Markdown as the words a reader sees: `[text](address)` is its text; emphasis, quotes and
 * code marks go. Search excerpts show it (decision 095) and ingredient links read it (decision 099),
 * so a link's address ("/receta/tortilla-de-patatas") is not read as the post's words.
 */
export function markdownAsPlainText(markdown: string): string {
  return (
    markdown
      // An address may hold one level of brackets ("javascript:alert(1)").
      .replace(/!?\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, "$1")
      // A passage cut inside a link: its tail and its start.
      .replace(/\]\([^)\s]*\)?/g, "")
      .replace(/!?\[/g, "")
      .replace(/^\s{0,3}(?:>\s?)+/gm, "")
      .replace(/[*_`~]+/g, "")
      .replace(/\s+/g, " ")
      .trim()
  );
}
