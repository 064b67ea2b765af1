import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { SuggestionsCombobox } from "~/components/search/suggestions-combobox";
import { SearchSubmit } from "~/components/ui/search-submit";

/** The header search: a GET form to /buscar/ (its canonical address), so it works everywhere and without JavaScript; with it, suggestions appear as you type. */
export function SearchBox({ id = "site-search", defaultValue }: { id?: string; defaultValue?: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const action = to("/buscar/");
  return (
    <Form method="get" action={action} role="search" className="relative flex w-full items-center">
      <label htmlFor={id} className="sr-only">
        {t("search.label")}
      </label>
      <SuggestionsCombobox
        id={id}
        defaultValue={defaultValue}
        placeholder={t("search.placeholder")}
        searchAction={action}
        className="h-11 w-full rounded-full border border-line bg-surface pl-4 pr-12 text-base text-ink placeholder:text-ink-muted"
      />
      <SearchSubmit label={t("search.submit")} className="absolute right-1 rounded-full" />
    </Form>
  );
}
