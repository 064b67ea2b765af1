import { useLocation, useSearchParams } from "@remix-run/react";

/**
 * A part a page renders under one of its posts only when asked, by a link to the same page with
 * `?{param}={post}#{anchor}` (decisions 100 and 104): a long thread carries a link per post, not a
 * form per post. Without JavaScript the link is a page load; with it, a client navigation.
 */
export function useOpenedByLink(param: string, post: string, anchor: string) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  /** This page's address with the part open under `value`'s post, or closed (null), other parameters kept. */
  const hrefWith = (value: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (value === null) next.delete(param);
    else next.set(param, value);
    const query = next.toString();
    return `${location.pathname}${query ? `?${query}` : ""}#${anchor}`;
  };
  return { open: searchParams.get(param) === post, openHref: hrefWith(post), closeHref: hrefWith(null) };
}
