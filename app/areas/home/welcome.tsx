import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MemberAvatar } from "~/components/community/member-avatar";
import { AiChefBadge } from "~/components/community/ai-chef-badge";
import { ConformForm, FormErrors } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { CheckboxChips } from "~/components/ui/checkbox-chips";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { action, loader } from "./welcome.server";
import { welcomeSchema } from "./welcome-form";

export { action, loader } from "./welcome.server";

export const handle = { i18n: ["home"] };
export const meta = routeMeta;

const legendClass = "text-lg font-semibold text-ink";

/**
 * /bienvenida: one short, skippable page after sign-up (decision 071): diets and what the member
 * leaves out, cuisines they like, a few cooks to follow. A plain form: works without JavaScript.
 */
export default function WelcomePage() {
  const { tastes, cooks } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("home");
  const to = useLocalizedPath();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: welcomeSchema(t) }),
    shouldValidate: "onSubmit",
  });
  const chosen = (kind: "diets" | "dislikes" | "cuisines") => tastes[kind].map((choice) => choice.slug);
  const options = (kind: "diets" | "dislikes" | "cuisines") => tastes.options[kind].map((choice) => ({ value: choice.slug, label: choice.name }));
  return (
    <div className="container-content max-w-3xl py-8 md:py-12">
      <h1 className="text-3xl font-semibold md:text-4xl">{t("welcome.title")}</h1>
      <p className="mt-2 text-ink-muted">{t("welcome.intro")}</p>
      <ConformForm form={form} action={to("/bienvenida")} className="mt-8 space-y-8">
        <FormErrors form={form} />
        <CheckboxChips name="diets" legend={t("welcome.diets")} legendClassName={legendClass} options={options("diets")} chosen={chosen("diets")} errors={fields.diets.errors} />
        <CheckboxChips
          name="dislikes"
          legend={t("welcome.dislikes")}
          legendClassName={legendClass}
          hint={t("welcome.dislikesHint")}
          options={options("dislikes")}
          chosen={chosen("dislikes")}
          errors={fields.dislikes.errors}
        />
        <CheckboxChips
          name="cuisines"
          legend={t("welcome.cuisines")}
          legendClassName={legendClass}
          options={options("cuisines")}
          chosen={chosen("cuisines")}
          errors={fields.cuisines.errors}
        />
        {cooks.length > 0 ? (
          <CheckboxChips
            name="follow"
            legend={t("welcome.cooks")}
            legendClassName={legendClass}
            hint={t("welcome.cooksHint")}
            options={cooks.map((cook) => ({
              value: cook.slug,
              label: (
                <span className="inline-flex items-center gap-2">
                  <MemberAvatar name={cook.name} avatarUrl={cook.avatar_url} />
                  {cook.name}
                  {cook.is_ai_chef ? <AiChefBadge /> : null}
                </span>
              ),
            }))}
            chosen={[]}
            errors={fields.follow.errors}
          />
        ) : null}
        {/* Saving comes first, so Enter saves; on a wide screen it sits at the right. */}
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <Button type="submit" name="intent" value="save">
            {t("welcome.save")}
          </Button>
          <Button type="submit" name="intent" value="skip" variant="neutral">
            {t("welcome.skip")}
          </Button>
        </div>
      </ConformForm>
    </div>
  );
}
