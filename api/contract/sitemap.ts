import { z } from "zod";
import { pageEnvelope } from "./envelopes";

/** One published recipe as a sitemap needs it: where it lives and when it last changed. */
const sitemapRecipe = z.object({
  id: z.number().int(),
  slug: z.string(),
  updated_at: z.string(),
});
export type SitemapRecipe = z.infer<typeof sitemapRecipe>;

export const sitemapRecipePage = pageEnvelope(sitemapRecipe);
