import { z } from "zod";
import { pageEnvelope } from "./envelopes";

/** The most a sitemap page asks for: one sitemap file holds at most 50,000 addresses. */
export const SITEMAP_MAX_PER_PAGE = 50_000;

/** One published recipe as a sitemap needs it: where it lives and when it last changed. */
export const sitemapRecipe = z.object({
  id: z.number().int(),
  slug: z.string(),
  updated_at: z.string(),
});
export type SitemapRecipe = z.infer<typeof sitemapRecipe>;

export const sitemapRecipePage = pageEnvelope(sitemapRecipe);
