/**
 * Social previews (og:image, twitter:image) must be PNG or JPEG: Facebook, WhatsApp and X show no
 * SVG. Every stored image has a 1200×630 PNG card beside it, under /api/media/social/ with the
 * same content-addressed name (decision 039), so the card changes exactly when the picture does.
 */
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

const STORED_IMAGE = /\/api\/media\/([a-z0-9-]+)\/([a-z0-9-]+)\.(svg|webp|avif|jpg|png)$/;

/** The card of a stored image ("/api/media/recipes/paella-3f2a.svg" → "/api/media/social/recipes/paella-3f2a.png"); undefined for any other address. */
export function socialImageUrl(imageUrl: string): string | undefined {
  const match = STORED_IMAGE.exec(imageUrl);
  if (!match) return undefined;
  return `${imageUrl.slice(0, match.index)}/api/media/social/${match[1]}/${match[2]}.png`;
}
