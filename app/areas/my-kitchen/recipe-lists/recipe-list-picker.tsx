import { Link, useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import type { RecipeDetail } from "#api/contract/recipes";
import { FormMessage } from "~/components/forms/form-message";
import { signInHref } from "~/platform/access/sign-in-link";
import { onDemand } from "~/components/on-demand";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { ListsHolding } from "./lists-holding";
import type { RecipeListPickerData } from "./recipe-list-picker.server";

const triggerClass =
  "inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border border-line bg-surface px-4 font-semibold text-ink hover:bg-accent-soft [&::-webkit-details-marker]:hidden";

// Only members with lists see the form: it and its validation (conform, zod) stay out of a visitor's first load.
const AddToListForm = onDemand(() => import("./add-to-list-form").then((module) => module.AddToListForm));

type AddAnswer = { result?: SubmissionResult<string[]>; message: string | null; list: { slug: string; name: string } | null };

/**
 * "Añadir a lista" on the recipe page: a disclosure holding a plain form (one of the member's lists
 * or a new one), sent by a fetcher once hydrated; without JavaScript it posts and comes back here.
 * A visitor is invited to sign in and come back.
 */
export function RecipeListPicker({ recipe }: { recipe: RecipeDetail }) {
  const data = useRouteLoaderData<{ recipeLists?: RecipeListPickerData }>("recipes/recipe")?.recipeLists;
  const { t } = useTranslation("recipe-lists");
  const locale = useLocale();
  const to = useLocalizedPath();
  const location = useLocation();
  const fetcher = useFetcher<AddAnswer>({ key: `add-to-list:${recipe.id}` });
  const here = `${location.pathname}${location.search}`;
  if (!data) return null;
  if (!data.signedIn) {
    return (
      <Link to={signInHref(locale, here)} className={triggerClass} data-add-to-list-sign-in="">
        {t("picker.signIn")}
      </Link>
    );
  }
  if (data.lists === null) {
    return (
      <Link to={`${to("/recipe-lists/add")}?${new URLSearchParams({ recipe: String(recipe.id), redirectTo: here })}`} className={triggerClass}>
        {t("picker.open")}
      </Link>
    );
  }
  const holding = data.lists.filter((list) => list.contains);
  return (
    <div className="w-full space-y-2">
      <details id="add-to-list" data-add-to-list="">
        <summary className={triggerClass}>{t("picker.open")}</summary>
        <div className="mt-2 max-w-md space-y-3 rounded-xl border border-line bg-surface p-4">
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
        </div>
      </details>
      <ListsHolding lists={holding} marked />
    </div>
  );
}
