import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pageWindow } from "./page-window";

const itemClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-line bg-surface px-3 tabular-nums hover:bg-accent-soft aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:font-semibold aria-[current=page]:text-on-accent";

interface PaginationProps {
  currentPage: number;
  lastPage: number;
  /** The address of a page, e.g. `(page) => page > 1 ? "/recetas/?page=" + page : "/recetas/"`. */
  hrefFor: (page: number) => string;
  /** Names the navigation landmark when a page has more than one. */
  label?: string;
}

/** Previous, numbered pages (with gaps) and next, as plain links: it works without JavaScript. */
export function Pagination({ currentPage, lastPage, hrefFor, label }: PaginationProps) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={label ?? t("pagination.label")} className="mt-10" data-pagination>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {currentPage > 1 ? (
          <li>
            <Link to={hrefFor(currentPage - 1)} rel="prev" className={itemClass}>
              <span aria-hidden="true">←</span>&nbsp;{t("pagination.previous")}
            </Link>
          </li>
        ) : null}
        {pageWindow(currentPage, lastPage).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link to={hrefFor(item)} aria-current={item === currentPage ? "page" : undefined} className={itemClass}>
                <span className="sr-only">{t("pagination.page", { page: item })}</span>
                <span aria-hidden="true">{item}</span>
              </Link>
            </li>
          ),
        )}
        {currentPage < lastPage ? (
          <li>
            <Link to={hrefFor(currentPage + 1)} rel="next" className={itemClass}>
              {t("pagination.next")}&nbsp;<span aria-hidden="true">→</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
