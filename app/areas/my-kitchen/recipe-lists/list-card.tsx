import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RecipeListCard as Card } from "#api/contract/recipe-lists";
import { RecipeImage } from "~/components/recipes/recipe-image";

/** A list as a card: its first pictures, name, count and, for its owner, who may see it. */
export function RecipeListSummary({ list, to, showVisibility }: { list: Card; to: string; showVisibility: boolean }) {
  const { t } = useTranslation("recipe-lists");
  return (
    <div className="flex items-center gap-4" data-recipe-list={list.slug}>
      <div className="flex shrink-0 -space-x-6" aria-hidden="true">
        {list.covers.length > 0 ? (
          list.covers.map((cover) => <RecipeImage key={cover.url} image={cover} sizes="4rem" className="size-16 rounded-lg border-2 border-surface object-cover" />)
        ) : (
          <span className="grid size-16 place-items-center rounded-lg border border-line bg-page text-2xl">🍽</span>
        )}
      </div>
      <div className="min-w-0">
        <h3 className="font-sans text-lg font-semibold [overflow-wrap:anywhere]">
          <Link to={to} className="hover:underline" data-recipe-list-name>
            {list.name}
          </Link>
        </h3>
        <p className="text-sm text-ink-muted">
          {t("card.recipes", { count: list.recipes_count })}
          {showVisibility ? (
            <>
              {" · "}
              <span data-recipe-list-visibility={list.is_public ? "public" : "private"}>{t(list.is_public ? "card.public" : "card.private")}</span>
            </>
          ) : null}
        </p>
        {list.description ? (
          <p className="mt-1 line-clamp-2 text-sm whitespace-pre-line text-ink-muted [overflow-wrap:anywhere]" data-recipe-list-description>
            {list.description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
