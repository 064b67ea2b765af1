/** The hero's frame: 4:3, as the cards. */
const HERO_RATIO = 4 / 3;
/** The most of a photo's width or height the hero may cut away to fill its frame. */
const MOST_CROPPED = 0.15;

/**
 * How the recipe page's main picture fills its 4:3 frame (decision 078). Photos carry no focal area,
 * so a picture whose shape is far from the frame's (a phone's upright photo, a panorama) is shown
 * whole on the page's neutral colour instead of losing its subject to the crop; one close to 4:3
 * fills the frame.
 */
export function heroFit(image: { width: number; height: number }): "cover" | "contain" {
  const ratio = image.width / image.height;
  const cropped = 1 - Math.min(ratio, HERO_RATIO) / Math.max(ratio, HERO_RATIO);
  return cropped > MOST_CROPPED ? "contain" : "cover";
}

export const heroFitClass = { cover: "object-cover", contain: "object-contain bg-page" } as const;
