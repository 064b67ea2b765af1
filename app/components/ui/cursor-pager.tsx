import { useLocation } from "@remix-run/react";
import { cursorHref } from "~/platform/paging/cursor";
import { ButtonLink } from "./button";

/**
 * The links of a cursor-paged list: back to the newest page (when on a later one) and on to the next
 * (when there is one). Plain links, so paging works without JavaScript; in a labelled nav.
 */
export function CursorPager({
  label,
  cursor,
  nextCursor,
  firstLabel,
  nextLabel,
  hash,
  nextMarker,
  name,
  className = "flex flex-wrap gap-3",
}: {
  label: string;
  /** The cursor this page was asked for; none on the first page. */
  cursor: string | null | undefined;
  nextCursor: string | null | undefined;
  firstLabel: string;
  nextLabel: string;
  /** A fragment to land on the list (a page's reviews); the scroll is then kept on client navigation. */
  hash?: string;
  /** A data attribute naming the next link for tests. */
  nextMarker?: string;
  /** The query parameter holding the cursor, when a page has several lists ("cursor" unless given). */
  name?: string;
  className?: string;
}) {
  const location = useLocation();
  if (!cursor && !nextCursor) return null;
  const marker = nextMarker ? { [nextMarker]: "" } : {};
  return (
    <nav aria-label={label} className={className}>
      {cursor ? (
        <ButtonLink variant="secondary" to={cursorHref(location.pathname, location.search, null, { hash, name })} preventScrollReset={hash !== undefined}>
          {firstLabel}
        </ButtonLink>
      ) : null}
      {nextCursor ? (
        <ButtonLink
          variant="secondary"
          to={cursorHref(location.pathname, location.search, nextCursor, { hash, name })}
          preventScrollReset={hash !== undefined}
          rel="next"
          {...marker}
        >
          {nextLabel}
        </ButtonLink>
      ) : null}
    </nav>
  );
}
