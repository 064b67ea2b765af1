import { Link } from "@remix-run/react";

export interface Crumb {
  name: string;
  /** Omitted on the last crumb: the page itself. */
  to?: string;
}

/** A visible trail of links; the last crumb is the current page. */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="mb-4 text-sm text-ink-muted" data-breadcrumbs>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((crumb, index) => (
          <li key={`${index}-${crumb.name}`} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {crumb.to ? (
              <Link to={crumb.to} className="underline-offset-4 hover:text-ink hover:underline">
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page" className="text-ink">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
