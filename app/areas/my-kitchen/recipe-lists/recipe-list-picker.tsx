import { Link, useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import type { RecipeDetail } from "#api/contract/recipes";
import { FormMessage } from "~/components/forms/form-message";
import { onDemand } from "~/components/on-demand";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { ListsHolding } from "./lists-holding";
import type { RecipeListPickerData } from "./recipe-list-picker.server";

// Only members with lists see the form: it and its validation (conform, zod) stay out of a visitor's first load.
const AddToListForm = onDemand(() => import("./add-to-list-form").then((module) => module.AddToListForm));

type AddAnswer = { result?: SubmissionResult<string[]>; message: string | null; list: { slug: string; name: string } | null };

const useListData = () => useRouteLoaderData<{ recipeLists?: RecipeListPickerData }>("recipes/recipe")?.recipeLists;

/**
 * "A una lista", a section of the recipe page's "Añadir a…" menu: a plain form (one of the member's
 * lists or a new one), sent by a fetcher once hydrated; without JavaScript it posts and comes back
 * here. Members only: the action bar invites a visitor to sign in instead.
 */
export function RecipeListPicker({ recipe, headingClass }: { recipe: RecipeDetail; headingClass: string }) {
  const data = useListData();
  const { t } = useTranslation("recipe-lists");
  const to = useLocalizedPath();
  const location = useLocation();
  const fetcher = useFetcher<AddAnswer>({ key: `add-to-list:${recipe.id}` });
  const here = `${location.pathname}${location.search}`;
  if (!data?.signedIn) return null;
  return (
    <section id="add-to-list" aria-labelledby="add-to-list-title" className="scroll-mt-4 space-y-3" data-add-to-list="">
      <h3 id="add-to-list-title" className={headingClass}>
        {t("picker.heading")}
      </h3>
      {data.lists === null ? (
        <Link to={`${to("/recipe-lists/add")}?${new URLSearchParams({ recipe: String(recipe.id), redirectTo: here })}`} className="font-semibold text-accent underline">
          {t("picker.open")}
        </Link>
      ) : (
        <>
          <div aria-live="polite">{fetcher.data?.message ? <FormMessage tone="success">{fetcher.data.message}</FormMessage> : null}</div>
          <AddToListForm
            id={`add-to-list-${recipe.id}`}
            recipeId={recipe.id}
            lists={data.lists}
            redirectTo={`${here}#add-to-list`}
            lastResult={fetcher.data?.result}
            fetcher={fetcher}
          />
          <p className="text-sm">
            <Link to={to("/recipe-lists")} className="text-accent underline">
              {t("picker.manage")}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

/** "Ya está en: Cenas, Favoritas": the member's lists holding the recipe, shown under the action bar. */
export function RecipeListHolding() {
  const data = useListData();
  const holding = data?.signedIn && data.lists ? data.lists.filter((list) => list.contains) : [];
  return <ListsHolding lists={holding} marked />;
}
