import { createRoute, z } from "@hono/zod-openapi";
import { apiPaths } from "../contract/paths";
import { ApiError } from "../http/errors";
import { createRouter } from "../http/bindings";
import { notFound } from "../http/openapi-responses";
import { findMedia } from "./media-queries";

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

export const mediaRouter = createRouter().openapi(mediaRoute, async (c) => {
  const { folder, file } = c.req.valid("param");
  const item = await findMedia(c.var.db, `${folder}/${file}`);
  if (!item) throw new ApiError(404, "http.media_not_found");
  return c.body(new Uint8Array(item.bytes), 200, {
    "Content-Type": item.contentType,
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    // SVGs are images only: never let one run script if opened directly.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
});
