import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { TextField } from "~/components/forms/fields";
import { TextArea } from "./recipe-form-fields";

interface ExtrasFields {
  notes: FieldMetadata<string | undefined>;
  recipe_yield: FieldMetadata<string | undefined>;
  equipment: FieldMetadata<string | undefined>;
  source_name: FieldMetadata<string | undefined>;
  source_url: FieldMetadata<string | undefined>;
}

/** The form's section for notes and tips, what the recipe makes, its tools and its credit (decision 078). */
export function RecipeExtrasSection({ fields }: { fields: ExtrasFields }) {
  const { t } = useTranslation("recipe-authoring");
  return (
    <section className="space-y-5" aria-labelledby="recipe-form-extras" data-recipe-extras>
      <h2 id="recipe-form-extras" className="text-xl font-semibold">
        {t("form.extras")}
      </h2>
      <TextField meta={fields.recipe_yield} label={t("form.recipeYield")} hint={t("form.recipeYieldHint")} />
      <TextArea meta={fields.equipment} label={t("form.equipment")} hint={t("form.equipmentHint")} rows={3} />
      <TextArea meta={fields.notes} label={t("form.notes")} hint={t("form.notesHint")} rows={4} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.source_name} label={t("form.sourceName")} hint={t("form.sourceNameHint")} />
        <TextField meta={fields.source_url} type="url" label={t("form.sourceUrl")} />
      </div>
    </section>
  );
}
