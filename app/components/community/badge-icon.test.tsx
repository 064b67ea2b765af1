import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { badgeKeys } from "#api/contract/gamification";
import { BadgeIcon } from "./badge-icon";

/** Any pictographic character (emoji and the like), which needs an emoji font to show. */
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Presentation}/u;

describe("badge icons", () => {
  it("draws every badge as an inline SVG, with no emoji", () => {
    const drawn = new Set<string>();
    for (const badge of badgeKeys) {
      const html = renderToStaticMarkup(<BadgeIcon badge={badge} />);
      expect(html).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*><path [^>]*d="[Mm][^"]+"/);
      expect(html).not.toMatch(EMOJI);
      drawn.add(html.match(/ d="([^"]+)"/)![1]!);
    }
    expect(drawn.size).toBe(badgeKeys.length);
  });

  it("the progress panel that lists the badges holds no emoji", () => {
    const source = readFileSync(new URL("../../areas/user-area/gamification-panel.tsx", import.meta.url), "utf8");
    expect(source).toContain("<BadgeIcon badge={badge.key}");
    expect(source).not.toMatch(EMOJI);
  });
});
