import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/i18n/use-locale";

/** The header search: a GET form to /buscar, so it works everywhere and without JavaScript. */
export function SearchBox({ id = "site-search", defaultValue }: { id?: string; defaultValue?: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Form method="get" action={to("/buscar")} role="search" className="relative flex w-full items-center">
      <label htmlFor={id} className="sr-only">
        {t("search.label")}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        maxLength={500}
        defaultValue={defaultValue}
        placeholder={t("search.placeholder")}
        className="h-11 w-full rounded-full border border-line bg-surface pl-4 pr-12 text-base text-ink placeholder:text-ink-muted"
        data-shortcut-search
      />
      <button type="submit" className="absolute right-1 inline-flex size-9 items-center justify-center rounded-full text-ink-muted hover:bg-accent-soft hover:text-ink" aria-label={t("search.submit")}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
    </Form>
  );
}
