import { highlightMatch } from "./highlight-match";

/** A suggestion's label with the typed text emphasised (see highlightMatch). */
export function HighlightedMatch({ label, text }: { label: string; text: string }) {
  return highlightMatch(label, text).map((part, index) =>
    part.match ? (
      <mark key={index} className="bg-transparent font-semibold text-inherit">
        {part.text}
      </mark>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}
