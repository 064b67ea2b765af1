import type { LoaderFunctionArgs } from "@remix-run/node";
import { isApiError } from "~/platform/api-client/api-error";
import { getArticles } from "~/platform/api-client/articles.server";
import { getChallenges } from "~/platform/api-client/challenges.server";
import { getEvents } from "~/platform/api-client/events.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getBusiestForumThreads } from "~/platform/api-client/forums.server";
import { getPopularThisWeek } from "~/platform/api-client/tastes.server";
import { getTranslator } from "~/platform/i18n/i18next.server";
import type { LoaderMeta } from "~/platform/seo/route-meta";

const TRENDING = 8;
const BUSIEST_THREADS = 5;
const ARTICLES = 3;
const CHALLENGES = 3;
const EVENTS = 3;

/** A part the API failed to send is left out (its section says so); the rest of the week still shows. */
const orNull = <T>(pending: Promise<T>): Promise<T | null> => pending.catch((error: unknown) => (isApiError(error) ? null : Promise.reject(error)));

/** /dashboard (decision 112): the challenges under way, the coming events, and what the community cooked, talked about and read in the last seven days. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [api, t] = await Promise.all([apiFor(request, context), getTranslator(request, "community-week")]);
  const [challenges, events, trending, threads, articles] = await Promise.all([
    // The list comes open ones first, closing soonest: those still taking entries or votes.
    orNull(getChallenges(api).then((list) => list.filter((challenge) => challenge.phase === "open" || challenge.phase === "voting").slice(0, CHALLENGES))),
    // Coming ones, soonest first; a cancelled one is left out of the week's news.
    orNull(getEvents(api, "upcoming").then((list) => list.data.filter((event) => !event.cancelled).slice(0, EVENTS))),
    orNull(getPopularThisWeek(api, TRENDING)),
    orNull(getBusiestForumThreads(api, BUSIEST_THREADS)),
    orNull(getArticles(api).then((page) => page.data.slice(0, ARTICLES))),
  ]);
  const meta: LoaderMeta = { title: t("meta.title"), description: t("meta.description") };
  return { challenges, events, trending, threads, articles, meta };
}
