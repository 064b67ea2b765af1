import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { SuggestionsCombobox } from "~/components/search/suggestions-combobox";

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
      <button
        type="submit"
        className="absolute right-1 inline-flex size-9 items-center justify-center rounded-full text-ink-muted hover:bg-accent-soft hover:text-ink"
        aria-label={t("search.submit")}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
    </Form>
  );
}
