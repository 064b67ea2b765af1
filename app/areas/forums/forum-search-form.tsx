import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FORUM_SEARCH_MAX_LENGTH } from "#api/contract/limits";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { FORUM_SEARCH_CATEGORY_PARAM, FORUM_SEARCH_PARAM, forumsPath } from "~/components/forums/forum-paths";

/**
 * The forums' search box (decision 095): a GET form to /forums?q=… (with the category's slug from a
 * category's page), so it works without JavaScript; with it, Remix submits it without a reload.
 */
export function ForumSearchForm({ q = "", category, error }: { q?: string; category?: { slug: string; name: string }; error?: string }) {
  const { t } = useTranslation("forums");
  const to = useLocalizedPath();
  const id = category ? "forum-search-in-category" : "forum-search";
  return (
    <Form method="get" action={to(forumsPath)} role="search" className="flex max-w-2xl flex-wrap items-end gap-3" data-forum-search>
      {category ? <input type="hidden" name={FORUM_SEARCH_CATEGORY_PARAM} value={category.slug} /> : null}
      <Field
        id={id}
        name={FORUM_SEARCH_PARAM}
        label={category ? t("search.labelIn", { category: category.name }) : t("search.label")}
        errors={error ? [error] : undefined}
        className="min-w-0 flex-1 space-y-1.5"
      >
        {(control) => (
          <Input
            {...control}
            type="search"
            name={FORUM_SEARCH_PARAM}
            defaultValue={q}
            maxLength={FORUM_SEARCH_MAX_LENGTH}
            placeholder={t("search.placeholder")}
            enterKeyHint="search"
          />
        )}
      </Field>
      <Button type="submit" data-forum-search-submit>
        {t("search.submit")}
      </Button>
    </Form>
  );
}
