import type { IndexingDecision } from "~/platform/routing/page-declaration";
import { declaredPolicies } from "~/platform/routing/page-table";

/**
 * Whether search engines should list a page (§2 page metadata; docs/decisions/013-canonical-urls.md),
 * as the page is declared (`index`, app/<area>/routes.ts; the values are described with
 * IndexingDecision). A page may still add noindex for some views (a later page of reviews, a
 * filtered list).
 */
export function indexingDecision(pathname: string): IndexingDecision | undefined {
  return declaredPolicies(pathname)?.index;
}
