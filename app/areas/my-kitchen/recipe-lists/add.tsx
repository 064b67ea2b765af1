import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { routeMeta } from "~/platform/seo/route-meta";
import { AddToListForm } from "./add-to-list-form";
import { ListsHolding } from "./lists-holding";
import type { action, loader } from "./add.server";

export { action, loader } from "./add.server";

export const handle = { i18n: ["recipe-lists"] };
export const meta = routeMeta;

/** /recipe-lists/add: put a recipe in one of the member's lists, or in a new one. */
export default function AddToRecipeListPage() {
  const { recipe, lists, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("recipe-lists");
  const holding = lists.filter((list) => list.contains);
  return (
    <div className="max-w-xl space-y-6">
      <div>
        <p className="text-sm">
          <Link to={redirectTo} className="text-accent underline">
            {t("add.back", { title: recipe.title })}
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-semibold">{t("add.heading")}</h1>
        <p className="mt-2 text-ink-muted">{t("add.intro", { title: recipe.title })}</p>
      </div>
      <ListsHolding lists={holding} />
      <AddToListForm id="add-to-list-page" recipeId={recipe.id} lists={lists} redirectTo={redirectTo} lastResult={actionData?.result} />
    </div>
  );
}
