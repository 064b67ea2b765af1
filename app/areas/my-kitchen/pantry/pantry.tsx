import { useActionData, useFetchers, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormMessage } from "~/components/forms/form-message";
import { routeMeta } from "~/platform/seo/route-meta";
import { MakeableRecipes } from "./makeable-recipes";
import type { PantryAnswer } from "./pantry-form";
import { PantryAddForm } from "./pantry-add-form";
import { PantryItems } from "./pantry-items";
import type { loader } from "./pantry.server";
import { StaplesSwitch } from "./staples-switch";

export { action, loader } from "./pantry.server";

export const handle = { i18n: ["pantry", "recipe"] };
export const meta = routeMeta;

export default function PantryPage() {
  const { pantry, recipes, search, done } = useLoaderData<typeof loader>();
  const refused = useActionData<PantryAnswer>();
  const { t } = useTranslation("pantry");
  // The latest word from an enhanced form, said in the live region (a plain post comes back with ?done=).
  const said = useFetchers()
    .map((fetcher) => fetcher.data as PantryAnswer | undefined)
    .filter((answer) => answer?.message)
    .at(-1)?.message;
  const status = said ?? (done ? t(`done.${done}`) : null);
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-semibold">{t("title")}</h1>
        <p className="mt-2 text-ink-muted">{t("intro")}</p>
      </div>
      <div aria-live="polite" aria-atomic="true" data-pantry-status>
        {status ? <FormMessage tone="success">{status}</FormMessage> : null}
      </div>
      {refused?.error && refused.intent !== "add" ? <FormMessage tone="error">{refused.error}</FormMessage> : null}
      <PantryAddForm refused={refused} search={search} />
      <PantryItems items={pantry.items} />
      <StaplesSwitch on={pantry.assume_staples} staples={pantry.staples} />
      <MakeableRecipes matches={recipes.data} meta={recipes.meta} pantryIsEmpty={pantry.items.length === 0} />
    </div>
  );
}
