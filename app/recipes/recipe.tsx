import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RecipeDetail, RecipeSummary } from "#api/contract/recipes";
import { type RecipeReviewsData, RecipeReviews } from "~/components/community/recipe-reviews";
import { AuthorCard } from "~/components/recipes/author-card";
import { IngredientList } from "~/components/recipes/ingredient-list";
import { NutritionTable } from "~/components/recipes/nutrition-table";
import { RecipeBreadcrumb } from "~/components/recipes/recipe-breadcrumb";
import { RecipeFacts } from "~/components/recipes/recipe-facts";
import { RecipeImage } from "~/components/recipes/recipe-image";
import { RecipeSteps } from "~/components/recipes/recipe-steps";
import { RecipeStructuredData } from "~/components/recipes/recipe-structured-data";
import { RecipeTaxonomy } from "~/components/recipes/recipe-taxonomy";
import { RecipeVideoLink } from "~/components/recipes/recipe-video-link";
import { RelatedRecipes } from "~/components/recipes/related-recipes";
import { formatDate } from "~/i18n/dates";
import { useLocale } from "~/i18n/use-locale";
import { mainImagePreload } from "~/seo/image-preload";
import { routeMeta } from "~/seo/route-meta";
import { recipeTrail } from "./recipe-trail";
import type { loader } from "./recipe.server";
import { useServings } from "./use-servings";

export { action, loader } from "./recipe.server";

export const handle = { i18n: ["recipe", "community"] };
export const meta: MetaFunction<typeof loader> = (args) => [...routeMeta(args), ...mainImagePreload(args.data?.recipe.image)];

function PublishedOn({ date }: { date: string }) {
  const { t } = useTranslation("recipe");
  const locale = useLocale();
  return <time dateTime={date}>{t("detail.publishedOn", { date: formatDate(date, locale) })}</time>;
}

function RecipeView({ recipe, related, reviews, initialServings }: { recipe: RecipeDetail; related: RecipeSummary[]; reviews: RecipeReviewsData | null; initialServings: number }) {
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const [servings, setServings] = useServings(initialServings, recipe.servings);
  const trail = recipeTrail(recipe, { home: tc("nav.home"), recipes: tc("nav.recipes") }, locale);

  return (
    <article className="container-content py-8 md:py-12" data-recipe={recipe.slug}>
      <RecipeBreadcrumb trail={trail} />
      <header className="grid gap-6 lg:grid-cols-[1fr_1fr] lg:items-start">
        <div className="space-y-4">
          <h1 className="text-4xl font-semibold md:text-5xl">{recipe.title}</h1>
          <p className="text-lg text-ink-muted">{recipe.description}</p>
          <p className="text-sm text-ink-muted">
            <PublishedOn date={recipe.published_at ?? recipe.created_at} />
          </p>
          <RecipeFacts recipe={recipe} servings={servings} />
        </div>
        {recipe.image ? <RecipeImage image={recipe.image} loading="priority" className="aspect-[4/3] w-full rounded-xl border border-line object-cover" /> : null}
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[22rem_1fr]">
        <aside className="space-y-8 lg:sticky lg:top-4 lg:self-start">
          <IngredientList lines={recipe.ingredients} recipeServings={recipe.servings} servings={servings} onServingsChange={setServings} />
          <NutritionTable nutrition={recipe.nutrition} />
        </aside>

        <div className="space-y-10">
          <RecipeSteps steps={recipe.steps} />
          <RecipeVideoLink recipe={recipe} />
          <RecipeTaxonomy recipe={recipe} />
          <AuthorCard author={recipe.user} />
          <RecipeReviews recipe={recipe} reviews={reviews} />
        </div>
      </div>

      <RelatedRecipes recipes={related} />
      <RecipeStructuredData recipe={recipe} trail={trail} />
    </article>
  );
}

export default function RecipePage() {
  const { recipe, related, reviews, servings } = useLoaderData<typeof loader>();
  // A new recipe or a new ?servings from the server starts the page's own state afresh.
  return <RecipeView key={`${recipe.slug}:${servings}`} recipe={recipe} related={related} reviews={reviews} initialServings={servings} />;
}
