import { highlightMatch, type TextPart } from "./highlight-match";

/**
 * Text with the words found emphasised, as the search suggestions show them: `<mark>` pieces through
 * React, which escapes every one (the text may be a member's).
 */
export function MarkedParts({ parts }: { parts: TextPart[] }) {
  return parts.map((part, index) =>
    part.match ? (
      <mark key={index} className="bg-transparent font-semibold text-inherit">
        {part.text}
      </mark>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}

/** A suggestion's label with the typed text emphasised (see highlightMatch). */
export function HighlightedMatch({ label, text }: { label: string; text: string }) {
  return <MarkedParts parts={highlightMatch(label, text)} />;
}
