import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { type SearchFilter, searchFilters } from "#api/contract/search-filters";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { loader } from "./filter-test.server";
import { type SearchState, urlSortValues } from "./search-url";

export { loader } from "./filter-test.server";

export const handle = { i18n: ["search"] };
export const meta = routeMeta;

/** A filter's value as its field shows it: lists comma-joined, as the search page's links write them. */
function fieldValue(state: SearchState, filter: SearchFilter): string {
  const value = state[filter.key];
  if (Array.isArray(value)) return value.join(",");
  return value === undefined ? "" : String(value);
}

/** One field per filter of the search's registry (api/contract/search-filters.ts), named as /buscar/ names it. */
function FilterField({ filter, state }: { filter: SearchFilter; state: SearchState }) {
  const { t } = useTranslation("search");
  const id = `filter-${filter.url}`;
  const label = (
    <>
      <code>{filter.url}</code> → <code>{filter.api}</code>
    </>
  );
  if (filter.kind === "choice" || filter.kind === "flag") {
    const options = filter.kind === "choice" ? filter.values : ["true", "false"];
    return (
      <Field id={id} label={label}>
        {(control) => (
          <Select {...control} name={filter.url} defaultValue={fieldValue(state, filter)}>
            <option value="">{t("filterTest.any")}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        )}
      </Field>
    );
  }
  return (
    <Field id={id} label={label} hint={filter.kind === "list" ? t("filterTest.listHint") : undefined}>
      {(control) => <Input {...control} name={filter.url} defaultValue={fieldValue(state, filter)} inputMode={filter.kind === "number" ? "decimal" : undefined} />}
    </Field>
  );
}

/** /test/filtros: every search filter in one plain GET form, with the API's query and answer shown. */
export default function FilterTestPage() {
  const { state, cleanQuery, apiQuery, answer } = useLoaderData<typeof loader>();
  const { t } = useTranslation("search");
  const to = useLocalizedPath();
  const searchPage = `${to("/buscar/")}${cleanQuery ? `?${cleanQuery}` : ""}`;
  return (
    <div className="container-content space-y-8 py-8">
      <header className="space-y-2">
        <h1 className="font-display text-3xl font-semibold">{t("filterTest.title")}</h1>
        <p className="prose-reading text-ink-muted">{t("filterTest.intro")}</p>
      </header>
      <Form method="get" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-filter-test-form>
        {searchFilters.map((filter) => (
          <FilterField key={filter.key} filter={filter} state={state} />
        ))}
        <Field id="filter-sort" label={<code>sort</code>}>
          {(control) => (
            <Select {...control} name="sort" defaultValue={state.sort ?? ""}>
              <option value="">{t("filterTest.any")}</option>
              {urlSortValues.map((sort) => (
                <option key={sort} value={sort}>
                  {sort}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="filter-page" label={<code>page</code>}>
          {(control) => <Input {...control} name="page" defaultValue={String(state.page)} inputMode="numeric" />}
        </Field>
        <div className="flex items-end">
          <Button type="submit">{t("filterTest.submit")}</Button>
        </div>
      </Form>
      <section aria-labelledby="filter-test-read" className="space-y-2">
        <h2 id="filter-test-read" className="text-xl font-semibold">
          {t("filterTest.read")}
        </h2>
        <p>
          <Link to={searchPage} className="break-all text-accent underline" data-filter-test-search>
            {searchPage}
          </Link>
        </p>
        <pre className="overflow-x-auto rounded-xl border border-line p-4 text-sm" data-filter-test-query>
          {JSON.stringify(apiQuery, null, 2)}
        </pre>
      </section>
      <section aria-labelledby="filter-test-answer" className="space-y-2">
        <h2 id="filter-test-answer" className="text-xl font-semibold">
          {t("filterTest.answer", { count: answer.meta.total })}
        </h2>
        <ol className="list-decimal space-y-1 pl-6" data-filter-test-results>
          {answer.data.map((recipe) => (
            <li key={recipe.id}>{recipe.title}</li>
          ))}
        </ol>
        <details>
          <summary className="cursor-pointer">{t("filterTest.json")}</summary>
          <pre className="mt-2 max-h-[32rem] overflow-auto rounded-xl border border-line p-4 text-xs" data-filter-test-json>
            {JSON.stringify(answer, null, 2)}
          </pre>
        </details>
      </section>
    </div>
  );
}
