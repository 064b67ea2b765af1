import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RecipeQuestions as RecipeQuestionsData } from "#api/contract/forum-questions";
import { askAboutRecipePath } from "~/components/forums/forum-paths";
import { LinkedThreadList } from "~/components/forums/linked-thread-list";
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
          <LinkedThreadList
            threads={data}
            solvedLabel={t("questions.solved")}
            answersLabel={(thread) => t("questions.answers", { count: thread.replies_count })}
            marker="data-recipe-question"
          />
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
