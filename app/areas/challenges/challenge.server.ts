import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { RECORD_ID_MAX } from "#api/contract/limits";
import { getCurrentUser, requireMember, requirePublisher } from "~/platform/access/current-user.server";
import { isApiError } from "~/platform/api-client/api-error";
import { enterChallenge, getChallenge, getChallengeMine, voteInChallenge } from "~/platform/api-client/challenges.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { requireSlug } from "~/platform/http/canonical-slug.server";
import { notFound } from "~/platform/http/responses.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import type { LoaderMeta } from "~/platform/seo/route-meta";
import { challengePath } from "~/components/challenges/challenge-parts";

/** What a done form says on the page it comes back to (post/redirect/get). */
const DONE_PARAM = "hecho";
const doneParam = z.enum(["entered", "voted"]).optional().catch(undefined);

/**
 * /challenges/c/{slug}: the challenge, its entries (the leaderboard once voting closed) and, for a
 * signed-in member, what they entered and voted and what they could enter (decision 109).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const slug = requireSlug(request, params.slug, (fixed) => localizePath(challengePath(fixed), locale));
  const [api, current] = await Promise.all([apiFor(request, context), getCurrentUser(request, context)]);
  const [challenge, mine] = await Promise.all([
    getChallenge(api, slug).catch((error) => {
      if (isApiError(error, 404)) throw notFound(request);
      throw error;
    }),
    current ? getChallengeMine(api, slug).catch(() => null) : null,
  ]);
  const done = doneParam.parse(new URL(request.url).searchParams.get(DONE_PARAM) ?? undefined) ?? null;
  const meta: LoaderMeta = { title: challenge.title, description: challenge.theme, ...(challenge.cover ? { image: challenge.cover.url } : {}) };
  return { challenge, mine, signedIn: current !== null, verified: current?.user.email_verified_at != null, done, meta };
}

const id = z.coerce.number().int().min(1).max(RECORD_ID_MAX);
const formSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("enter"), entry: z.string().regex(/^(recipe|cooksnap):\d{1,10}$/) }),
  z.object({ intent: z.literal("vote"), entry_id: id }),
]);

/**
 * Entering (a verified member: it publishes) and voting (a member), both plain posts that come back
 * to the page with what was done; a refusal answers the API's message in the page's language, with
 * the choice kept.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const locale = requestLocale(request);
  const slug = requireSlug(request, params.slug);
  const pagePath = localizePath(challengePath(slug), locale);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "enter") await requirePublisher(request, context, pagePath);
  else await requireMember(request, context);
  const [t, api] = await Promise.all([getTranslator(request, "challenges"), apiFor(request, context)]);
  const parsed = formSchema.safeParse(Object.fromEntries(formData));
  const typed = { intent: intent === "vote" ? "vote" : "enter", entry: String(formData.get("entry") ?? ""), entryId: String(formData.get("entry_id") ?? "") };
  if (!parsed.success) return data({ ...typed, message: t(typed.intent === "vote" ? "errors.vote" : "errors.entry") }, { status: 400 });
  try {
    if (parsed.data.intent === "enter") {
      const [kind, raw] = parsed.data.entry.split(":") as ["recipe" | "cooksnap", string];
      await enterChallenge(api, slug, kind === "recipe" ? { recipe_id: Number(raw) } : { cooksnap_id: Number(raw) });
    } else await voteInChallenge(api, slug, parsed.data.entry_id);
  } catch (error) {
    if (!isApiError(error) || error.status === undefined || error.status >= 500) throw error;
    if (error.status === 404) throw notFound(request);
    const message = Object.values(error.fieldErrors).flat()[0] ?? error.message;
    return data({ ...typed, message }, { status: error.status });
  }
  const done = parsed.data.intent === "enter" ? "entered" : "voted";
  const anchor = parsed.data.intent === "vote" ? `#entry-${parsed.data.entry_id}` : "#entries";
  throw redirect(`${pagePath}?${DONE_PARAM}=${done}${anchor}`, 303);
}
