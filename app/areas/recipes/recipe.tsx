import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Cooksnap } from "#api/contract/cooksnaps";
import type { RecipeDetail, RecipeSummary } from "#api/contract/recipes";
import type { UnitSystem } from "#api/contract/measures";
import { type RecipeReviewsData, RecipeReviews } from "~/areas/reviews/recipe-reviews";
import { AuthorCard } from "~/areas/recipes/recipe-page/author-card";
import { IngredientList } from "~/areas/recipes/recipe-page/ingredient-list";
import { NutritionTable } from "~/areas/recipes/recipe-page/nutrition-table";
import { RecipeBreadcrumb } from "~/areas/recipes/recipe-page/recipe-breadcrumb";
import { RecipeFacts } from "~/areas/recipes/recipe-page/recipe-facts";
import { RecipeImage } from "~/components/recipes/recipe-image";
import { UnitSwitch } from "./units/unit-switch";
import { heroFit, heroFitClass } from "~/areas/recipes/recipe-page/hero-fit";
import { RecipeExtras } from "~/areas/recipes/recipe-page/recipe-extras";
import { RecipeSteps } from "~/areas/recipes/recipe-page/recipe-steps";
import { RecipeStructuredData } from "~/areas/recipes/recipe-page/recipe-structured-data";
import { RecipeTaxonomy } from "~/areas/recipes/recipe-page/recipe-taxonomy";
import { RecipeVideoLink } from "~/areas/recipes/recipe-page/recipe-video-link";
import { RelatedRecipes } from "~/areas/recipes/recipe-page/related-recipes";
import { RemixCredit } from "~/areas/recipe-authoring/remix-credit";
import { formatDate } from "~/platform/i18n/dates";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { mainImagePreload } from "~/components/recipes/recipe-image-preload";
import { routeMeta } from "~/platform/seo/route-meta";
import { RecipeActionBar } from "./recipe-page/recipe-action-bar";
import { RecipeCooksnaps } from "./recipe-cooksnaps";
import { RecipeQuestions } from "./recipe-page/recipe-questions";
import type { RecipeQuestions as RecipeQuestionsData } from "#api/contract/forum-questions";
import { recipeTrail } from "./recipe-trail";
import type { loader } from "./recipe.server";
import { useServings } from "./use-servings";

export { action, loader } from "./recipe.server";

export const handle = { i18n: ["recipe", "community", "recipe-lists", "meal-planner", "shopping-list", "recipe-authoring", "flags"] };

/** How wide the recipe's own picture shows: beside the title on a wide screen, the whole width on a phone. */
const MAIN_IMAGE_SIZES = "(min-width: 1024px) 36rem, 100vw";

export const meta: MetaFunction<typeof loader> = (args) => [...routeMeta(args), ...mainImagePreload(args.data?.recipe.image, MAIN_IMAGE_SIZES)];

function PublishedOn({ date }: { date: string }) {
  const { t } = useTranslation("recipe");
  const locale = useLocale();
  return <time dateTime={date}>{t("detail.publishedOn", { date: formatDate(date, locale) })}</time>;
}

/** "Lista de la compra de esta receta": what to buy for the yield shown (decision 054). */
function MarketplaceLink({ slug, servings, recipeServings }: { slug: string; servings: number; recipeServings: number }) {
  const { t } = useTranslation("recipe");
  const to = useLocalizedPath();
  return (
    <p className="print-hidden mt-4 border-t border-line pt-4">
      <Link
        to={to(`/receta/${slug}/marketplace`) + (servings === recipeServings ? "" : `?servings=${servings}`)}
        className="font-semibold text-accent underline"
        data-marketplace-link
      >
        {t("detail.marketplaceLink")}
      </Link>
    </p>
  );
}

function RecipeView({
  recipe,
  related,
  reviews,
  cooksnaps,
  questions,
  initialServings,
  unitSystem,
}: {
  recipe: RecipeDetail;
  related: RecipeSummary[];
  reviews: RecipeReviewsData | null;
  cooksnaps: Cooksnap[] | null;
  questions: RecipeQuestionsData | null;
  initialServings: number;
  unitSystem: UnitSystem;
}) {
  const { t: tc } = useTranslation();
  const { t } = useTranslation("recipe");
  const locale = useLocale();
  // Written only in the other language: said above the title, and marked for screen readers.
  const textLang = recipe.text_locale === locale ? undefined : recipe.text_locale;
  const [servings, setServings] = useServings(initialServings, recipe.servings);
  const trail = recipeTrail(recipe, { home: tc("nav.home"), recipes: tc("nav.recipes") }, locale);

  return (
    <article className="container-content py-8 md:py-12" data-recipe={recipe.slug}>
      <RecipeBreadcrumb trail={trail} />
      <header className="grid gap-6 lg:grid-cols-[1fr_1fr] lg:items-start">
        <div className="space-y-4">
          {textLang === undefined ? null : (
            <p className="inline-block rounded-full bg-accent-soft px-3 py-1 text-sm font-medium" data-only-in={recipe.text_locale}>
              {t(textLang === "es" ? "detail.onlyIn.es" : "detail.onlyIn.en")}
            </p>
          )}
          <h1 className="text-4xl font-semibold md:text-5xl" lang={textLang}>
            {recipe.title}
          </h1>
          <p className="text-lg text-ink-muted" lang={textLang}>
            {recipe.description}
          </p>
          <p className="text-sm text-ink-muted">
            <PublishedOn date={recipe.published_at ?? recipe.created_at} />
          </p>
          <RemixCredit recipe={recipe} />
          <RecipeFacts recipe={recipe} servings={servings} />
          <RecipeActionBar recipe={recipe} servings={servings} unitSystem={unitSystem} />
        </div>
        {recipe.image ? (
          <RecipeImage
            image={recipe.image}
            loading="priority"
            sizes={MAIN_IMAGE_SIZES}
            className={`aspect-[4/3] w-full rounded-xl border border-line ${heroFitClass[heroFit(recipe.image)]}`}
          />
        ) : null}
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[22rem_1fr]">
        <aside className="space-y-8 lg:sticky lg:top-4 lg:self-start">
          <IngredientList
            slug={recipe.slug}
            lines={recipe.ingredients}
            recipeServings={recipe.servings}
            servings={servings}
            onServingsChange={setServings}
            unitSystem={unitSystem}
            textLocale={recipe.text_locale}
            // Spanish pages are metric (decision 074): the switch is an English page's.
            unitSwitch={locale === "en" ? <UnitSwitch unitSystem={unitSystem} /> : undefined}
            footer={<MarketplaceLink slug={recipe.slug} servings={servings} recipeServings={recipe.servings} />}
          />
          <NutritionTable nutrition={recipe.nutrition} />
        </aside>

        <div className="space-y-10">
          <RecipeSteps steps={recipe.steps} unitSystem={unitSystem} textLocale={recipe.text_locale} />
          <RecipeExtras recipe={recipe} lang={textLang} />
          <RecipeVideoLink recipe={recipe} />
          <RecipeTaxonomy recipe={recipe} />
          <AuthorCard author={recipe.user} />
          <RecipeCooksnaps recipe={recipe} cooksnaps={cooksnaps} />
          <RecipeReviews recipe={recipe} reviews={reviews} />
          <RecipeQuestions slug={recipe.slug} questions={questions} />
        </div>
      </div>

      <RelatedRecipes recipes={related} />
      <RecipeStructuredData recipe={recipe} trail={trail} />
    </article>
  );
}

export default function RecipePage() {
  const data = useLoaderData<typeof loader>();
  const { recipe, related, reviews, cooksnaps, questions, servings, unitSystem } = data;
  // A new recipe or a new ?servings from the server starts the page's own state afresh.
  return (
    <RecipeView
      key={`${recipe.slug}:${servings}`}
      recipe={recipe}
      related={related}
      reviews={reviews}
      cooksnaps={cooksnaps}
      questions={questions}
      initialServings={servings}
      unitSystem={unitSystem}
    />
  );
}
