import { describe, expect, it } from "vitest";
import answersBefore from "./answers-before-page-table.json";
import { isMemberCachedPage } from "./page-cache";
import { accessRuleOf } from "~/platform/access/access-rules";
import { explicitCacheHint } from "~/platform/http/cache-policy";
import { localizePath } from "~/platform/i18n/locales";
import { canonicalUrl } from "~/platform/seo/canonical-url";
import { indexingDecision } from "~/platform/seo/indexing";

/**
 * The site's answers for every route's sample address, §2's planned paths and addresses beneath
 * its sections, as the regex tables gave them before the page table replaced them (recorded once
 * from them, issue 29; docs/decisions/063). Each address in both languages.
 * - route, planned: the access rule, the cache hint, the indexing decision, the member-page cache
 *   and the canonical address;
 * - beneath (an address no page answers, a 404): the access rule and the canonical address. The
 *   cache hint and indexing act only on a page that answers 200, so the old prefix rules' values
 *   there never showed.
 */
interface Answer {
  kind: string;
  access: string | null;
  cache: number | string | null;
  indexing: string | null;
  memberCache: boolean;
  canonical: string[];
}

const answers = Object.entries(answersBefore as Record<string, Answer>);

describe("the page table answers as the regex tables did", () => {
  it("has the recording", () => {
    expect(answers.filter(([, answer]) => answer.kind === "route").length).toBeGreaterThan(60);
  });

  it.each(answers.flatMap(([path, answer]) => (["es", "en"] as const).map((locale, position) => [localizePath(path, locale), answer, position] as const)))(
    "%s",
    (path, answer, position) => {
      const canonical = canonicalUrl(path);
      expect(canonical.action === "ok" ? "ok" : canonical.location, "canonical address").toBe(answer.canonical[position]);
      expect(accessRuleOf(path) ?? null, "access rule").toBe(answer.access);
      if (answer.kind === "beneath") return;
      expect(explicitCacheHint(path) ?? null, "cache hint").toBe(answer.cache);
      expect(indexingDecision(path) ?? null, "indexing decision").toBe(answer.indexing);
      expect(isMemberCachedPage(path), "member-page cache").toBe(answer.memberCache);
    },
  );
});
