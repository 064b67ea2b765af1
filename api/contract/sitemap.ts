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

/** One forum thread as a sitemap needs it: its address key (`{slug}-{id}`, decision 083) and its last activity. */
const sitemapForumThread = z.object({
  id: z.number().int(),
  key: z.string(),
  last_activity_at: z.string(),
});
export type SitemapForumThread = z.infer<typeof sitemapForumThread>;

export const sitemapForumThreadPage = pageEnvelope(sitemapForumThread);

/** One article as a sitemap needs it: its slug and its last change (decision 103). */
const sitemapArticle = z.object({
  id: z.number().int(),
  slug: z.string(),
  updated_at: z.string(),
});
export type SitemapArticle = z.infer<typeof sitemapArticle>;

export const sitemapArticlePage = pageEnvelope(sitemapArticle);

/** One event as a sitemap needs it (decision 106). */
const sitemapEvent = z.object({ id: z.number().int(), slug: z.string(), updated_at: z.string() });
export type SitemapEvent = z.infer<typeof sitemapEvent>;

export const sitemapEventPage = pageEnvelope(sitemapEvent);
