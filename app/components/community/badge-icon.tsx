import type { BadgeKey } from "#api/contract/gamification";

/**
 * Each badge's icon, drawn inline: an emoji shows as an empty box where the system has no emoji
 * font, an SVG everywhere. Decorative (the badge's name is next to it), in the text's colour.
 */
const paths: Record<BadgeKey, string> = {
  // a chef's hat
  first_recipe: "M7 20h10v-3H7v3Zm-1-5h12l1-4.2A3.5 3.5 0 0 0 15.5 5a3.9 3.9 0 0 0-7 0A3.5 3.5 0 0 0 5 10.8L6 15Z",
  // a pencil writing
  first_review: "M4 20l1-4.5L15.5 5a2 2 0 0 1 2.8 0l.7.7a2 2 0 0 1 0 2.8L8.5 19 4 20Zm2.4-3.2-.4 1.2 1.2-.4 9-9-.8-.8-9 9ZM12 20h8v-2h-8v2Z",
  // a magnifying glass over a star
  critic:
    "M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 1.5 1.1 2.3 2.4.3-1.8 1.7.5 2.4-2.2-1.2-2.2 1.2.5-2.4-1.8-1.7 2.4-.3L10 6.5Z",
  // a heart
  well_liked: "M12 20.5 4.3 12.9a4.8 4.8 0 0 1 6.8-6.8l.9.9.9-.9a4.8 4.8 0 0 1 6.8 6.8L12 20.5Z",
  // a star rising
  rising_star: "m12 2 2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 15.5l-5.4 3 1.2-6-4.5-4.2 6.1-.7L12 2ZM3 21h18v1.5H3V21Z",
  // a flame
  streak_7:
    "M12 22a7 7 0 0 1-7-7c0-3.2 2-5.4 3.6-7.2.9-1 1.7-1.9 2-2.8l.4-2 1.6 1.3c2.5 2 6.4 5.8 6.4 10.7a7 7 0 0 1-7 7Zm0-2a3 3 0 0 0 3-3c0-1.8-1.3-3.3-2.6-4.4-.4 1-1 1.7-1.6 2.4-.9 1-1.8 1.9-1.8 3a3 3 0 0 0 3 2Z",
  // a trophy (decision 109)
  challenge_winner:
    "M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V5h3V3Zm0 4H6v1a2 2 0 0 0 1 1.7V7Zm10 0v2.7A2 2 0 0 0 18 8V7h-1Z",
};

export function BadgeIcon({ badge, className }: { badge: BadgeKey; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor" data-badge-icon={badge}>
      <path fillRule="evenodd" d={paths[badge]} />
    </svg>
  );
}
