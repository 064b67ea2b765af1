import { MINUTES_MAX } from "../../contract/limits";
import { apiPaths } from "../../contract/paths";

/**
 * Searches a fresh process makes of itself before it listens, so that a visitor's first search
 * does not pay for compiling the scan, the facet count and the text ranking (V8 optimises loops
 * after they have run): the first broad word took 2-3 times as long as the next one. Page 2, so
 * none of them counts as a popular search (popular-searches.ts records first pages only); the text
 * is one no visitor's search shares a cached match with unless they type it.
 */
const warmUpQueries = [
  "q=sal&page=2",
  "q=sal&page=2&sort_by=rating",
  "q=sal&page=2&sort_by=title_asc",
  "page=2&sort_by=popular&min_average_rating=3",
  "page=2&difficulty_levels=easy,medium&total_time_max_minutes=45",
  "page=2&calories_min=100&calories_max=900&author_type=community",
];

export async function warmUpSearch(request: (path: string) => Response | Promise<Response>) {
  for (let round = 0; round < 3; round++)
    for (const query of warmUpQueries) {
      // A distinct bound per round, so no answer cache serves the round after the first.
      const bust = `&active_time_max_minutes=${MINUTES_MAX - round}`;
      const answers = await Promise.all([request(`${apiPaths.search}?${query}${bust}`), request(`${apiPaths.facets}?${query}${bust}`)]);
      for (const answer of answers) if (!answer.ok) throw new Error(`search warm-up: ${answer.status} ${await answer.text()}`);
    }
}
