import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RecipeDetail } from "#api/contract/recipes";
import { isApiError } from "~/api-client/api-error";
import { apiFor } from "~/api-client/for-request.server";
import { getRecipe } from "~/api-client/recipes.server";
import { notFound } from "~/http/responses.server";
import { requestLocale } from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/locales";
import { useLocalizedPath } from "~/i18n/use-locale";
import { slugify, slugParam } from "~/recipes/slug";
import { routeMeta } from "~/seo/route-meta";

export const handle = { i18n: ["recipe"] };
export const meta = routeMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const parsed = slugParam.safeParse(params.slug);
  if (!parsed.success) {
    // Canonical rule: the slug segment is lowercased and slugified; what cannot be is not a page.
    const canonical = slugify(params.slug ?? "");
    if (slugParam.safeParse(canonical).success) throw redirect(localizePath(`/receta/${canonical}`, requestLocale(request)), 301);
    throw notFound(request, "invalid-param");
  }
  const api = await apiFor(request, context);
  try {
    const recipe = await getRecipe(api, parsed.data);
    return {
      recipe,
      meta: { title: recipe.title, description: recipe.description, image: recipe.featured_image_url ?? undefined, type: "article" as const },
    };
  } catch (error) {
    if (isApiError(error, 404)) throw notFound(request);
    throw error;
  }
}

/** Categories and tags as one row of labels; a diet that is both a category and a tag shows once. */
function labelsOf(recipe: RecipeDetail) {
  const seen = new Set<string>();
  return [...recipe.categories.map((item) => ({ key: `c-${item.slug}`, name: item.name })), ...recipe.tags.map((item) => ({ key: `t-${item.slug}`, name: item.name }))].filter(
    (item) => !seen.has(item.name) && seen.add(item.name),
  );
}

function MetaItem({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-line bg-surface px-4 py-2">
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function Nutrition({ nutrition }: { nutrition: RecipeDetail["nutrition"] }) {
  const { t } = useTranslation("recipe");
  const rows: [string, number | null, string][] = [
    ["calories", nutrition.calories, "kcal"],
    ["protein", nutrition.protein, "g"],
    ["carbs", nutrition.carbs, "g"],
    ["fat", nutrition.fat, "g"],
    ["fiber", nutrition.fiber, "g"],
    ["sugar", nutrition.sugar, "g"],
    ["sodium", nutrition.sodium, "mg"],
  ];
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t("detail.nutrition")}</caption>
      <thead>
        <tr className="text-left text-ink-muted">
          <th scope="col" className="py-1 font-medium">{t("detail.nutrient")}</th>
          <th scope="col" className="py-1 text-right font-medium">{t("detail.nutritionPerServing")}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows
          .filter(([, value]) => value !== null)
          .map(([key, value, unit]) => (
            <tr key={key}>
              <th scope="row" className="py-1.5 text-left font-normal">{t(`detail.${key}`)}</th>
              <td className="py-1.5 text-right tabular-nums">
                {value} {unit}
              </td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

export default function RecipePage() {
  const { recipe } = useLoaderData<typeof loader>();
  const { t } = useTranslation("recipe");
  const { t: tc } = useTranslation();
  const to = useLocalizedPath();
  return (
    <article className="container-content py-8 md:py-12" data-recipe={recipe.slug}>
      <nav aria-label={t("detail.breadcrumb")} className="mb-4 text-sm text-ink-muted">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link to={to("/")} className="underline-offset-4 hover:underline">{tc("nav.home")}</Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-ink">{recipe.title}</li>
        </ol>
      </nav>
      <header className="grid gap-6 lg:grid-cols-[1fr_1fr] lg:items-start">
        <div className="space-y-4">
          <h1 className="text-4xl font-semibold md:text-5xl">{recipe.title}</h1>
          <p className="text-lg text-ink-muted">{recipe.description}</p>
          <dl className="flex flex-wrap gap-3">
            <MetaItem label={t("detail.prepTime")} value={t("detail.minutes", { count: recipe.prep_time_minutes })} />
            <MetaItem label={t("detail.cookTime")} value={t("detail.minutes", { count: recipe.cook_time_minutes })} />
            <MetaItem label={t("detail.totalTime")} value={t("detail.minutes", { count: recipe.total_time_minutes })} />
            <MetaItem label={t("detail.servings")} value={t("detail.servingsValue", { count: recipe.servings })} />
            <MetaItem label={t("detail.difficulty")} value={t(`difficulty.${recipe.difficulty}`)} />
          </dl>
        </div>
        {recipe.image ? (
          <img
            src={recipe.image.url}
            width={recipe.image.width}
            height={recipe.image.height}
            alt=""
            fetchPriority="high"
            className="aspect-[4/3] w-full rounded-xl border border-line object-cover"
          />
        ) : null}
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[20rem_1fr]">
        <aside className="space-y-8 lg:sticky lg:top-4 lg:self-start">
          <section aria-labelledby="ingredients-title" className="rounded-xl border border-line bg-surface p-5">
            <h2 id="ingredients-title" className="text-2xl font-semibold">{t("detail.ingredients")}</h2>
            <p className="mt-1 text-sm text-ink-muted">{t("detail.ingredientsHint")}</p>
            <ul className="mt-4 space-y-1" data-ingredients>
              {recipe.ingredients.map((line, index) => (
                <li key={index}>
                  <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1.5 has-[:checked]:text-ink-muted has-[:checked]:line-through">
                    <input type="checkbox" className="mt-1 size-5 shrink-0 accent-[var(--color-accent)]" />
                    <span className="tabular-nums">{line.description}</span>
                  </label>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="nutrition-title" className="rounded-xl border border-line bg-surface p-5">
            <h2 id="nutrition-title" className="text-2xl font-semibold">{t("detail.nutrition")}</h2>
            <Nutrition nutrition={recipe.nutrition} />
          </section>
        </aside>

        <div className="space-y-10">
          <section aria-labelledby="steps-title" className="prose-reading">
            <h2 id="steps-title" className="text-2xl font-semibold">{t("detail.steps")}</h2>
            <ol className="mt-4 space-y-6" data-steps>
              {recipe.steps.map((step) => (
                <li key={step.position} className="grid grid-cols-[2.5rem_1fr] gap-3">
                  <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-accent font-semibold text-on-accent">
                    {step.position}
                  </span>
                  <div>
                    <h3 className="sr-only">{t("detail.step", { number: step.position })}</h3>
                    <p className="text-lg">{step.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>

          {recipe.categories.length + recipe.tags.length > 0 ? (
            <section aria-labelledby="tags-title">
              <h2 id="tags-title" className="sr-only">{t("detail.tags")}</h2>
              <ul className="flex flex-wrap gap-2">
                {labelsOf(recipe).map((item) => (
                  <li key={item.key} className="rounded-full border border-line bg-surface px-3 py-1 text-sm text-ink-muted">
                    {item.name}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="author-title" className="rounded-xl border border-line bg-surface p-5">
            <h2 id="author-title" className="text-xl font-semibold">{t("detail.author")}</h2>
            <p className="mt-2 flex flex-wrap items-center gap-2 font-semibold">
              {recipe.user.name}
              {recipe.user.is_ai_chef ? (
                <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">{t("card.aiChef")}</span>
              ) : null}
            </p>
            <p className="mt-1 text-sm text-ink-muted">{recipe.user.is_ai_chef ? t("detail.aiChefNote") : t("detail.memberNote")}</p>
          </section>
        </div>
      </div>
    </article>
  );
}
