import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RecipeQuestions } from "#api/contract/forum-questions";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { askAboutIngredientPath, forumSearchPath } from "./forum-paths";
import { LinkedThreadList } from "./linked-thread-list";

/**
 * "Hilos del foro sobre {ingrediente}" (decision 099): a few published threads about a catalogue
 * ingredient, a link to more through the forum search, and one to ask. Nothing when there are none.
 */
export function IngredientThreads({ ingredient, threads }: { ingredient: { slug: string; name: string }; threads: RecipeQuestions }) {
  const { t } = useTranslation("search");
  const to = useLocalizedPath();
  if (threads.data.length === 0) return null;
  return (
    <section aria-labelledby="ingredient-threads-title" className="mt-10 space-y-3" data-ingredient-threads={ingredient.slug}>
      <h2 id="ingredient-threads-title" className="text-2xl font-semibold">
        {t("forumThreads.title", { ingredient: ingredient.name })}
      </h2>
      <LinkedThreadList
        threads={threads.data}
        solvedLabel={t("forumThreads.solved")}
        answersLabel={(thread) => t("forumThreads.answers", { count: thread.replies_count })}
        marker="data-ingredient-thread"
      />
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to={to(forumSearchPath(ingredient.name))} className="font-semibold text-accent underline" data-more-ingredient-threads>
          {threads.meta.total > threads.data.length
            ? t("forumThreads.more", { count: threads.meta.total - threads.data.length })
            : t("forumThreads.search", { ingredient: ingredient.name })}
        </Link>
        <Link to={to(askAboutIngredientPath(ingredient.slug))} className="font-semibold text-accent underline">
          {t("forumThreads.ask", { ingredient: ingredient.name })}
        </Link>
      </p>
    </section>
  );
}
