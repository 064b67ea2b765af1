import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { isApiError } from "~/platform/api-client/api-error";
import { getEvent, leaveEvent, signUpForEvent } from "~/platform/api-client/events.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { addRecipeToShoppingList, getShoppingList } from "~/platform/api-client/shopping-list.server";
import { requireMember } from "~/platform/access/current-user.server";
import { requireSlug } from "~/platform/http/canonical-slug.server";
import { notFound } from "~/platform/http/responses.server";
import { requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import type { LoaderMeta } from "~/platform/seo/route-meta";
import { eventPath } from "~/components/events/event-time";

/** What the page says after a form: `?done=rsvp|left|shopping` (post/redirect/get, so a reload sends nothing again). */
const doneParam = z.enum(["rsvp", "left", "shopping"]).nullable().catch(null);

/**
 * /events/{slug}: the event in the page's language, in its own zone, its recipes, and for a member
 * their place (the API says which); the join link for those going. Kept for visitors by its cache tags.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const slug = requireSlug(request, params.slug, (fixed) => localizePath(eventPath(fixed), locale));
  const api = await apiFor(request, context);
  const event = await getEvent(api, slug).catch((error) => {
    if (isApiError(error, 404)) throw notFound(request);
    throw error;
  });
  const done = doneParam.parse(new URL(request.url).searchParams.get("done"));
  const meta: LoaderMeta = { title: event.title, description: event.description.slice(0, 160), ...(event.recipes[0]?.image ? { image: event.recipes[0].image.url } : {}) };
  return { event, done, meta };
}

const intentSchema = z.object({ intent: z.enum(["rsvp", "leave", "shopping"]) });

/** Sign up, give up a place, or put the event's recipes on the member's shopping list; then back to the page. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireMember(request, context);
  const locale = requestLocale(request);
  const slug = requireSlug(request, params.slug, (fixed) => localizePath(eventPath(fixed), locale));
  const parsed = intentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "invalid" as string }, { status: 400 });
  const api = await apiFor(request, context);
  const back = (done: string) => redirect(`${localizePath(eventPath(slug), locale)}?done=${done}#rsvp`, 303);
  try {
    if (parsed.data.intent === "rsvp") {
      await signUpForEvent(api, slug);
      return back("rsvp");
    }
    if (parsed.data.intent === "leave") {
      await leaveEvent(api, slug);
      return back("left");
    }
    const event = await getEvent(api, slug);
    const list = await getShoppingList(api);
    // The existing shopping list API, a recipe at a time at its own servings (it merges the lines).
    for (const recipe of event.recipes) await addRecipeToShoppingList(api, list.id, recipe.slug);
    return back("shopping");
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) throw notFound(request);
    return data({ error: error.message }, { status: error.status ?? 503 });
  }
}
