import { createRoute, z } from "@hono/zod-openapi";
import { apiPaths } from "../contract/paths";
import { ApiError } from "../http/errors";
import { createRouter } from "../http/bindings";
import { notFound } from "../http/openapi-responses";
import { findMedia, findMediaByName } from "./media-queries";
import { createSocialCardCache, renderSocialCard } from "./social-card";

const mediaRoute = createRoute({
  method: "get",
  path: apiPaths.media,
  summary: "A stored image; keys are content-addressed, so answers are cached for a year",
  request: {
    params: z.object({
      folder: z.string().regex(/^[a-z0-9-]+$/),
      file: z.string().regex(/^[a-z0-9-]+\.(svg|webp|avif|jpg|png)$/),
    }),
  },
  responses: {
    200: { description: "The image bytes" },
    404: notFound("No such image"),
  },
});

const socialImageRoute = createRoute({
  method: "get",
  path: apiPaths.socialImage,
  summary: "A stored image as a 1200×630 PNG for social previews (og:image); named after the image, so cached for a year",
  request: {
    params: z.object({
      folder: z.string().regex(/^[a-z0-9-]+$/),
      file: z.string().regex(/^[a-z0-9-]+\.png$/),
    }),
  },
  responses: {
    200: { description: "The PNG bytes" },
    404: notFound("No such image"),
  },
});

const immutable = "public, max-age=31536000, immutable";
/** Cards rendered in this process (sharp takes tens of milliseconds a card; crawlers ask again). */
const socialCards = createSocialCardCache();

export const mediaRouter = createRouter()
  .openapi(socialImageRoute, async (c) => {
    const { folder, file } = c.req.valid("param");
    const item = await findMediaByName(c.var.db, folder, file.slice(0, -".png".length));
    if (!item) throw new ApiError(404, "http.media_not_found");
    const card = await socialCards.get(item.key, () => renderSocialCard(item.bytes, item.contentType));
    return c.body(new Uint8Array(card), 200, { "Content-Type": "image/png", "Cache-Control": immutable, "X-Content-Type-Options": "nosniff" });
  })
  .openapi(mediaRoute, async (c) => {
    const { folder, file } = c.req.valid("param");
    const item = await findMedia(c.var.db, `${folder}/${file}`);
    if (!item) throw new ApiError(404, "http.media_not_found");
    return c.body(new Uint8Array(item.bytes), 200, {
      "Content-Type": item.contentType,
      "Cache-Control": immutable,
      "X-Content-Type-Options": "nosniff",
      // SVGs are images only: never let one run script if opened directly.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });
