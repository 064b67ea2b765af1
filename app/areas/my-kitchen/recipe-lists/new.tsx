import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConformForm, FormErrors } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { ListFields } from "./list-fields";
import { listDetailsSchema } from "./list-form";
import type { action } from "./new.server";

export { action, loader } from "./new.server";

export const handle = { i18n: ["recipe-lists"] };
export const meta = routeMeta;

/** /recipe-lists/new: a name, a few words and who may see it. */
export default function NewRecipeListPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("recipe-lists");
  const { t: tAll } = useTranslation();
  const to = useLocalizedPath();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { visibility: "private" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: listDetailsSchema(tAll) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm">
          <Link to={to("/recipe-lists")} className="text-accent underline">
            {t("backToLists")}
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-semibold">{t("new.title")}</h1>
        <p className="mt-2 text-ink-muted">{t("new.intro")}</p>
      </div>
      <ConformForm form={form} action={to("/recipe-lists/new")} className="max-w-xl space-y-5" data-recipe-list-form="new">
        <FormErrors form={form} />
        <ListFields name={fields.name} />
        <SubmitButton pending={navigation.state === "submitting"}>{t("new.submit")}</SubmitButton>
      </ConformForm>
    </div>
  );
}
