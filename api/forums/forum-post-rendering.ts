import type { Database } from "../db/client";
import { type ApiLocale, translate } from "../i18n/messages";
import { mentionHandlesIn, recipeSlugsIn, renderForumMarkdown } from "../markdown/safe-markdown";
import { linkableHandles } from "./forum-mentions";
import { recipeCardsFor } from "../recipes/recipe-cards";
import type { RenderedPost } from "./forum-queries";

/**
 * A post as it is stored: its source, and its HTML with the cards of the recipes it links to (decision 084)
 * and links to the profiles its `@handles` name (decision 092).
 */
export async function renderPost(db: Database, source: string, locale: ApiLocale, siteUrl: string): Promise<RenderedPost> {
  const siteOrigin = new URL(siteUrl).origin;
  const [cards, members] = await Promise.all([recipeCardsFor(db, recipeSlugsIn(source, siteOrigin), locale), linkableHandles(db, mentionHandlesIn(source))]);
  return { source, html: renderForumMarkdown(source, { siteOrigin, cards, cardKicker: translate(locale, "forums.recipe_card"), members }) };
}
