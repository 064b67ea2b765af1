import { createRoute, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { errorBody } from "../contract/envelopes";
import { media } from "../db/schema";
import { ApiError } from "../http/errors";
import { createRouter } from "../http/bindings";

const mediaRoute = createRoute({
  method: "get",
  path: "/api/media/{folder}/{file}",
  summary: "A stored image; keys are content-addressed, so answers are cached for a year",
  request: {
    params: z.object({
      folder: z.string().regex(/^[a-z0-9-]+$/),
      file: z.string().regex(/^[a-z0-9-]+\.(svg|webp|avif|jpg|png)$/),
    }),
  },
  responses: {
    200: { description: "The image bytes" },
    404: { description: "No such image", content: { "application/json": { schema: errorBody } } },
  },
});

export const mediaRouter = createRouter().openapi(mediaRoute, async (c) => {
  const { folder, file } = c.req.valid("param");
  const [item] = await c.var.db.select().from(media).where(eq(media.key, `${folder}/${file}`)).limit(1);
  if (!item) throw new ApiError(404, "http.media_not_found");
  return c.body(new Uint8Array(item.bytes), 200, {
    "Content-Type": item.contentType,
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    // SVGs are images only: never let one run script if opened directly.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
});
