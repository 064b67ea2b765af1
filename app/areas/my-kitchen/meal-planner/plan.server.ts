import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { RECORD_ID_MAX } from "#api/contract/limits";
import { recipeKeyFromAddress } from "#api/contract/meal-plans";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import {
  addMealPlanEntry,
  copyLastWeek,
  deleteMealPlan,
  deleteMealPlanEntry,
  getCalendarFeed,
  getMealPlan,
  getRecipeChoices,
  renewCalendarFeed,
  revokeCalendarFeed,
  updateMealPlan,
  updateMealPlanEntry,
} from "~/platform/api-client/meal-plans.server";
import { requireMember } from "~/platform/access/current-user.server";
import { replyToApiError } from "~/platform/api-client/api-error-reply.server";
import { isEnhancedSubmission } from "~/platform/http/enhanced-form";
import { notFound } from "~/platform/http/responses.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { entryChangeSchema, entryFields, entryFormSchema, planFields, planFormSchema } from "./plan-forms";
import { plannerPath, planPath } from "./plan-paths";
import type { PlanOutcome } from "./plan-outcome";

/** The plan's id from the address: digits that fit a row id, else no such page. */
function planIdOf(request: Request, raw: string | undefined): number {
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > RECORD_ID_MAX) throw notFound(request);
  return id;
}

/** /meal-planner/{id}: one plan, its calendar addresses and the recipes the add form offers; `?print=1` is the print view. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const id = planIdOf(request, params.id);
  const api = await apiFor(request, context);
  // The feed and the choices are extras: the plan stands without them.
  const feed = getCalendarFeed(api).catch((error) => (isApiError(error) ? null : Promise.reject(error)));
  const choices = getRecipeChoices(api).catch((error) => (isApiError(error) ? { saved: [], planned: [] } : Promise.reject(error)));
  feed.catch(() => undefined);
  choices.catch(() => undefined);
  try {
    const plan = await getMealPlan(api, id);
    const url = new URL(request.url);
    return {
      plan,
      feed: await feed,
      choices: await choices,
      print: url.searchParams.get("print") === "1",
      meta: { title: plan.name, description: plan.name },
    };
  } catch (error) {
    if (isApiError(error, 404)) throw notFound(request);
    throw error;
  }
}

type Intent = "add-entry" | "update-entry" | "delete-entry" | "copy-last-week" | "update-plan" | "delete-plan" | "feed-renew" | "feed-revoke";
const intents: Intent[] = ["add-entry", "update-entry", "delete-entry", "copy-last-week", "update-plan", "delete-plan", "feed-renew", "feed-revoke"];

/**
 * Every form of the plan page posts here with its `intent`. Without JavaScript a success goes back
 * to the plan (`?done=` says what happened, a reload never posts twice); enhanced forms get data.
 * Refusals come back in the page's language with what was typed; another member's plan is a 404.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireMember(request, context);
  const locale = requestLocale(request);
  const id = planIdOf(request, params.id);
  const formData = await request.formData();
  const intent = formData.get("intent") as Intent;
  if (!intents.includes(intent)) return data({ intent: null, error: (await getTranslator(request))("errors.status422") }, { status: 400 });
  const enhanced = isEnhancedSubmission(formData);
  const [api, t] = await Promise.all([apiFor(request, context), getTranslator(request, "meal-planner")]);
  const back = (outcome: PlanOutcome, anchor = "") => redirect(`${localizePath(planPath(id), locale)}?done=${outcome}${anchor}`, 303);
  const done = (outcome: PlanOutcome, anchor = "") => (enhanced ? data({ intent, done: outcome }) : back(outcome, anchor));

  try {
    switch (intent) {
      case "add-entry": {
        const submission = parseWithZod(formData, { schema: entryFormSchema(t) });
        if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
        const value = submission.value;
        try {
          if (value.type === "recipe") {
            const recipe = recipeKeyFromAddress(value.recipe || value.recipe_choice || "");
            await addMealPlanEntry(api, id, { type: "recipe", day: value.day, slot: value.slot, recipe, servings: value.servings });
          } else if (value.type === "note") {
            await addMealPlanEntry(api, id, { type: "note", day: value.day, slot: value.slot, note: value.note ?? "" });
          } else {
            await addMealPlanEntry(api, id, { type: "leftovers", day: value.day, slot: value.slot, leftovers_of: value.leftovers_of!, servings: value.servings });
          }
        } catch (error) {
          if (!isApiError(error) || error.status === 404) throw error;
          return replyToApiError(submission, error, { fields: entryFields, fieldErrors: "when-on-fields" }, { intent });
        }
        return done("added", "#add-entry");
      }
      case "update-entry": {
        const submission = parseWithZod(formData, { schema: entryChangeSchema(t) });
        if (submission.status !== "success") return data({ intent, entry: Number(formData.get("entry")), result: submission.reply() }, { status: 400 });
        const { entry, day, slot, servings } = submission.value;
        try {
          await updateMealPlanEntry(api, id, entry, { day, slot, servings });
        } catch (error) {
          if (!isApiError(error) || error.status === 404) throw error;
          return replyToApiError(submission, error, { fields: ["day", "slot", "servings"], fieldErrors: "all" }, { intent, entry });
        }
        return done("entrySaved", `#entry-${entry}`);
      }
      case "delete-entry": {
        const entry = Number(formData.get("entry"));
        if (!Number.isInteger(entry) || entry < 1 || entry > RECORD_ID_MAX) return data({ intent, error: t("errors.option") }, { status: 400 });
        await deleteMealPlanEntry(api, id, entry);
        return done("removed");
      }
      case "copy-last-week":
        await copyLastWeek(api, id);
        return done("copied");
      case "update-plan": {
        const submission = parseWithZod(formData, { schema: planFormSchema(t) });
        if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
        const { name, starts_on, days } = submission.value;
        try {
          await updateMealPlan(api, id, { name: name || undefined, starts_on, days });
        } catch (error) {
          if (!isApiError(error) || error.status === 404) throw error;
          return replyToApiError(submission, error, { fields: planFields, fieldErrors: "when-on-fields" }, { intent });
        }
        return done("saved");
      }
      case "delete-plan":
        await deleteMealPlan(api, id);
        throw redirect(`${localizePath(plannerPath, locale)}?done=deleted`, 303);
      case "feed-renew":
        await renewCalendarFeed(api);
        return done("feedRenewed", "#calendar");
      case "feed-revoke":
        await revokeCalendarFeed(api);
        return done("feedRevoked", "#calendar");
    }
  } catch (error) {
    if (isApiError(error, 404)) throw notFound(request);
    if (!isApiError(error)) throw error;
    return data({ intent, error: error.message }, { status: error.status ?? 503 });
  }
}
