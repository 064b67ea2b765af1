import type { Database } from "../db/client";
import { type ApiLocale, translate } from "../i18n/messages";
import { mentionHandlesIn, recipeSlugsIn, renderForumMarkdown } from "../markdown/safe-markdown";
import { linkableHandles } from "./forum-mentions";
import { recipeCardsFor } from "../recipes/recipe-cards";
import type { RenderedPost } from "./forum-queries";

/**
 * Posts as they are stored: each source, and its HTML with the cards of the recipes it links to
 * (decision 084) and links to the profiles its `@handles` name (decision 092). The cards and
 * profiles of every source are read at once (a post's history renders its earlier versions, 101).
 */
export async function renderPosts(db: Database, sources: string[], locale: ApiLocale, siteUrl: string): Promise<RenderedPost[]> {
  const siteOrigin = new URL(siteUrl).origin;
  const [cards, members] = await Promise.all([
    recipeCardsFor(db, [...new Set(sources.flatMap((source) => recipeSlugsIn(source, siteOrigin)))], locale),
    linkableHandles(db, [...new Set(sources.flatMap(mentionHandlesIn))]),
  ]);
  const cardKicker = translate(locale, "forums.recipe_card");
  return sources.map((source) => ({ source, html: renderForumMarkdown(source, { siteOrigin, cards, cardKicker, members }) }));
}

export async function renderPost(db: Database, source: string, locale: ApiLocale, siteUrl: string): Promise<RenderedPost> {
  const [rendered] = await renderPosts(db, [source], locale, siteUrl);
  return rendered!;
}
