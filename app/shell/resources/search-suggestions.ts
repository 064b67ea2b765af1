import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { SEARCH_TEXT_MAX_LENGTH, SUGGESTION_MIN_LENGTH } from "#api/contract/limits";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getSuggestions } from "~/platform/api-client/search-suggestions.server";
import { NOT_STORED } from "~/platform/http/cache-policy";
import { requestLocale } from "~/platform/i18n/i18next.server";
import { locales } from "~/platform/i18n/locales";
import { noSuggestions, type SuggestionsAnswer } from "~/components/search/suggestions-answer";

/** §9: suggestions are kept 900 s. The answer depends on the URL alone (the locale is in it), so it may be shared. */
const SUGGESTIONS_CACHE = "public, max-age=900";

const suggestionsQuery = z.object({
  q: z.string().trim().max(SEARCH_TEXT_MAX_LENGTH).default(""),
  locale: z.enum(locales).optional(),
});

/** The search box's suggestions: GET /resources/search-suggestions?q=…&locale=es|en. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = suggestionsQuery.safeParse({ q: params.get("q") ?? undefined, locale: params.get("locale") ?? undefined });
  if (!parsed.success) return Response.json({ message: "Invalid suggestions query" }, { status: 400, headers: { "Cache-Control": NOT_STORED } });
  const { q } = parsed.data;
  // Without a locale parameter, the path's language (always Spanish here), so the cached answer stays right for everyone.
  const locale = parsed.data.locale ?? requestLocale(request);
  const answer = (suggestions: SuggestionsAnswer["suggestions"]): SuggestionsAnswer => ({ q, locale, suggestions });
  if (q.length < SUGGESTION_MIN_LENGTH) return Response.json(answer(noSuggestions), { headers: { "Cache-Control": SUGGESTIONS_CACHE } });
  try {
    const suggestions = await getSuggestions(await apiFor(request, context), q, locale);
    return Response.json(answer(suggestions), { headers: { "Cache-Control": SUGGESTIONS_CACHE } });
  } catch (error) {
    // Suggestions are a convenience: when the API fails the box simply offers none (and nothing is cached).
    if (!isApiError(error)) throw error;
    return Response.json(answer(noSuggestions), { headers: { "Cache-Control": NOT_STORED } });
  }
}
