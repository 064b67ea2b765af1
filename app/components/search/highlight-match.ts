export interface TextPart {
  text: string;
  match: boolean;
}

/** Lower case without accents, so "jamon" finds "Jamón"; one folded unit per original character. */
function foldCharacter(character: string): string {
  return character.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
}

/**
 * Splits a label around the first place the typed text appears in it (accents and case aside), to
 * emphasise it. A label that does not contain it (a typo-tolerant match) comes back whole.
 */
export function highlightMatch(label: string, typed: string): TextPart[] {
  const needle = [...typed.trim()].map(foldCharacter).join("");
  if (!needle) return [{ text: label, match: false }];
  const characters = [...label];
  const folded = characters.map(foldCharacter);
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
