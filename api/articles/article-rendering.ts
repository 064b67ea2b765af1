import { ARTICLE_PREVIEW_WORDS, READING_WORDS_PER_MINUTE } from "../contract/limits";
import type { Database } from "../db/client";
import { type ApiLocale, translate } from "../i18n/messages";
import { markdownAsPlainText } from "../markdown/plain-text";
import { recipeSlugsIn, renderForumMarkdown } from "../markdown/safe-markdown";
import { recipeCardsFor } from "../recipes/recipe-cards";

/** One language's body as stored (decision 103): its source, its HTML, a plus-only article's public opening, and its reading time. */
export interface RenderedBody {
  source: string;
  html: string;
  previewHtml: string;
  readingMinutes: number;
}

const wordsIn = (markdown: string) => markdownAsPlainText(markdown).split(" ").filter(Boolean).length;

/** Minutes to read at READING_WORDS_PER_MINUTE, rounded up, at least one. */
const readingMinutes = (markdown: string) => Math.max(1, Math.ceil(wordsIn(markdown) / READING_WORDS_PER_MINUTE));

/**
 * The opening a plus-only article shows everyone: whole blocks (paragraphs, headings, lists) from
 * the top until about ARTICLE_PREVIEW_WORDS words, at least one, never the whole body.
 */
function previewSource(markdown: string): string {
  const blocks = markdown.split(/\n{2,}/).filter((block) => block.trim() !== "");
  const kept: string[] = [];
  let words = 0;
  for (const block of blocks.slice(0, -1)) {
    if (kept.length > 0 && words >= ARTICLE_PREVIEW_WORDS) break;
    kept.push(block);
    words += wordsIn(block);
  }
  return kept.join("\n\n");
}

/** An article's body in one language, rendered with the forums' safe renderer, headings allowed, its recipe links as cards in that language. */
export async function renderArticleBody(db: Database, source: string, locale: ApiLocale, siteUrl: string): Promise<RenderedBody> {
  const siteOrigin = new URL(siteUrl).origin;
  const cards = await recipeCardsFor(db, recipeSlugsIn(source, siteOrigin), locale);
  const render = (markdown: string) => renderForumMarkdown(markdown, { siteOrigin, cards, cardKicker: translate(locale, "forums.recipe_card"), headings: true });
  return { source, html: render(source), previewHtml: render(previewSource(source)), readingMinutes: readingMinutes(source) };
}
