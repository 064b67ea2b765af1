import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RecipeDetail } from "#api/contract/recipes";
import { useLocalizedPath } from "~/platform/i18n/use-locale";

/** On the recipe page (decision 056): "Basada en …" for a remix, "N remezclas" with links, and the way to make one's own. */
export function RemixCredit({ recipe }: { recipe: Pick<RecipeDetail, "slug" | "remixed_from" | "remix_changes" | "remixes" | "remixes_count"> }) {
  const { t } = useTranslation("recipe-authoring");
  const to = useLocalizedPath();
  return (
    <div className="space-y-1 text-sm text-ink-muted" data-remix-credit>
      {recipe.remixed_from ? (
        <p>
          <Link to={to(`/receta/${recipe.remixed_from.slug}`)} className="text-accent underline">
            {t("remix.basedOn", { title: recipe.remixed_from.title, author: recipe.remixed_from.user.name })}
          </Link>
        </p>
      ) : null}
      {recipe.remixed_from && recipe.remix_changes ? <RemixChanges changes={recipe.remix_changes} /> : null}
      {recipe.remixes_count > 0 ? (
        <p>
          {t("remix.count", { count: recipe.remixes_count })}:{" "}
          {recipe.remixes.map((remix, index) => (
            <span key={remix.slug}>
              {index > 0 ? ", " : null}
              <Link to={to(`/receta/${remix.slug}`)} className="text-accent underline">
                {remix.title}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
      <p className="print-hidden">
        <Link to={to(`/receta/${recipe.slug}/remix`)} className="text-accent underline">
          {t("remix.action")}
        </Link>
      </p>
    </div>
  );
}

/** What the remix changed from its original: ingredients added and taken out, steps added and removed. */
function RemixChanges({ changes }: { changes: NonNullable<RecipeDetail["remix_changes"]> }) {
  const { t } = useTranslation("recipe-authoring");
  const items = [
    changes.ingredients_added.length ? t("remix.changes.added", { names: changes.ingredients_added.join(", ") }) : null,
    changes.ingredients_removed.length ? t("remix.changes.removed", { names: changes.ingredients_removed.join(", ") }) : null,
    changes.steps_added ? t("remix.changes.stepsAdded", { count: changes.steps_added }) : null,
    changes.steps_removed ? t("remix.changes.stepsRemoved", { count: changes.steps_removed }) : null,
  ].filter((item) => item !== null);
  return (
    <details data-remix-changes>
      <summary className="cursor-pointer">{t("remix.changes.title")}</summary>
      {items.length ? (
        <ul className="mt-1 list-disc pl-5">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1">{t("remix.changes.none")}</p>
      )}
    </details>
  );
}
