import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RecipeQuestions as RecipeQuestionsData } from "#api/contract/forum-questions";
import { askAboutRecipePath, forumThreadPath } from "~/components/forums/forum-paths";
import { useLocalizedPath } from "~/platform/i18n/use-locale";

/**
 * "Preguntas sobre esta receta" (decision 095): the forum threads about the recipe, solved first,
 * with their answers, and a link to ask one with the recipe chosen. Nothing when they could not load.
 */
export function RecipeQuestions({ slug, questions }: { slug: string; questions: RecipeQuestionsData | null }) {
  const { t } = useTranslation("recipe");
  const to = useLocalizedPath();
  if (!questions) return null;
  const { data, meta } = questions;
  return (
    <section aria-labelledby="recipe-questions-title" className="print-hidden space-y-3" data-recipe-questions>
      <h2 id="recipe-questions-title" className="text-2xl font-semibold">
        {t("questions.title")}
      </h2>
      {data.length === 0 ? (
        <p className="text-ink-muted">{t("questions.empty")}</p>
      ) : (
        <>
          <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
            {data.map((thread) => (
              <li key={thread.key} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3" data-recipe-question={thread.key}>
                <Link to={to(forumThreadPath(thread.key))} className="font-semibold text-accent underline-offset-2 hover:underline">
                  {thread.title}
                </Link>
                {thread.solved ? <span className="rounded-full border border-line px-2 py-0.5 text-xs font-semibold text-success">{t("questions.solved")}</span> : null}
                <span className="text-sm text-ink-muted">{t("questions.answers", { count: thread.replies_count })}</span>
              </li>
            ))}
          </ul>
          {meta.total > data.length ? <p className="text-sm text-ink-muted">{t("questions.more", { count: meta.total - data.length })}</p> : null}
        </>
      )}
      <p>
        <Link to={to(askAboutRecipePath(slug))} className="font-semibold text-accent underline" data-ask-question>
          {t("questions.ask")}
        </Link>
      </p>
    </section>
  );
}
