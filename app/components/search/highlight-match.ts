import { foldText } from "#api/contract/text";

export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Splits a label around the first place the typed text appears in it (accents and case aside), to
 * emphasise it. A label that does not contain it (a typo-tolerant match) comes back whole.
 */
export function highlightMatch(label: string, typed: string): TextPart[] {
  // Folded one character at a time (accents and case aside), so each original character keeps its place.
  const needle = [...typed.trim()].map((character) => foldText(character)).join("");
  if (!needle) return [{ text: label, match: false }];
  const characters = [...label];
  const folded = characters.map((character) => foldText(character));
  for (let start = 0; start < characters.length; start++) {
    let joined = "";
    for (let end = start; end < characters.length && joined.length < needle.length; end++) {
      joined += folded[end];
      if (joined === needle) {
        const parts: TextPart[] = [
          { text: characters.slice(0, start).join(""), match: false },
          { text: characters.slice(start, end + 1).join(""), match: true },
          { text: characters.slice(end + 1).join(""), match: false },
        ];
        return parts.filter((part) => part.text !== "");
      }
      if (!needle.startsWith(joined)) break;
    }
  }
  return [{ text: label, match: false }];
}
