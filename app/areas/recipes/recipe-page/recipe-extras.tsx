import { useTranslation } from "react-i18next";
import type { RecipeDetail } from "#api/contract/recipes";

/** A link a member typed: shown as its host when no credit names it. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/**
 * What the author adds beside the method (decision 078): what the recipe makes when servings do not
 * say it, the tools it needs, their notes and tips, and where the recipe comes from. Nothing when
 * none is given. Member text is rendered as text; the credit's link is marked as theirs (ugc).
 */
export function RecipeExtras({ recipe, lang }: { recipe: RecipeDetail; lang?: string }) {
  const { t } = useTranslation("recipe");
  const { notes, recipe_yield: recipeYield, equipment, source } = recipe;
  if (!notes && !recipeYield && equipment.length === 0 && !source) return null;
  return (
    <section aria-labelledby="extras-title" className="space-y-5 rounded-xl border border-line bg-surface p-5" data-recipe-extras>
      <h2 id="extras-title" className="text-2xl font-semibold">
        {t("detail.extras.title")}
      </h2>
      {recipeYield || source ? (
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {recipeYield ? (
            <>
              <dt className="font-semibold">{t("detail.extras.yield")}</dt>
              <dd lang={lang} data-recipe-yield>
                {recipeYield}
              </dd>
            </>
          ) : null}
          {source ? (
            <>
              <dt className="font-semibold">{t("detail.extras.source")}</dt>
              <dd data-recipe-source>
                {source.url ? (
                  <a href={source.url} rel="nofollow ugc noopener noreferrer" className="text-accent underline underline-offset-2">
                    {source.name || hostOf(source.url)}
                  </a>
                ) : (
                  source.name
                )}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {equipment.length > 0 ? (
        <div>
          <h3 id="equipment-title" className="mb-2 text-lg font-semibold">
            {t("detail.extras.equipment")}
          </h3>
          <ul aria-labelledby="equipment-title" className="list-disc space-y-1 pl-6" lang={lang} data-recipe-equipment>
            {equipment.map((tool, index) => (
              <li key={`${index}:${tool}`}>{tool}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {notes ? (
        <div>
          <h3 className="mb-2 text-lg font-semibold">{t("detail.extras.notes")}</h3>
          <p className="whitespace-pre-line" lang={lang} data-recipe-notes>
            {notes}
          </p>
        </div>
      ) : null}
    </section>
  );
}
