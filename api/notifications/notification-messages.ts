import type { Notification } from "../contract/notifications";
import type { BadgeKey } from "../contract/gamification";
import type { notifications } from "../db/schema";
import { badgeName } from "../gamification/gamification";
import { pickText } from "../i18n/bilingual";
import { type ApiLocale, translate } from "../i18n/messages";

/** What a notification stores to be worded later, in whichever language it is read. */
export interface NotificationFacts {
  actor?: { id: number; name: string; slug: string };
  recipe?: { id: number; slug: string; title_es: string; title_en: string };
  rating?: number;
  has_text?: boolean;
  badge?: BadgeKey;
  thread?: string;
  /** A shopping list shared with the reader (decision 048). */
  list?: { id: number; name: string };
  /** An ingredient the reader proposed, and the admin's decision (decision 058). */
  proposal?: { name_es: string; name_en: string; approved: boolean; reason: string | null };
  /** A challenge the reader entered (decision 109), and their place once results are out. */
  challenge?: { slug: string; title_es: string; title_en: string };
  place?: number;
  /** An event the reader signed up for, and what happened to it (decision 106). */
  event?: { slug: string; title_es: string; title_en: string; change: "promoted" | "cancelled" | "reminder" };
  /** Where the notification leads, without the language prefix (the web adds it). */
  link: string | null;
}

type NotificationRow = typeof notifications.$inferSelect;

export function notificationMessage(type: string, facts: NotificationFacts, locale: ApiLocale): string {
  const name = facts.actor?.name ?? "";
  switch (type) {
    case "new_follower":
      return translate(locale, "notifications.new_follower", { name });
    case "recipe_review": {
      const recipe = facts.recipe ? pickText(locale, facts.recipe.title_es, facts.recipe.title_en) : "";
      return translate(locale, facts.has_text ? "notifications.recipe_reviewed" : "notifications.recipe_rated", { name, recipe, rating: facts.rating ?? "" });
    }
    case "cooksnap_posted": {
      const recipe = facts.recipe ? pickText(locale, facts.recipe.title_es, facts.recipe.title_en) : "";
      return translate(locale, "notifications.cooksnap_posted", { name, recipe });
    }
    case "forum_reply":
      return translate(locale, "notifications.forum_reply", { name, thread: facts.thread ?? "" });
    case "forum_mention":
      return translate(locale, "notifications.forum_mention", { name, thread: facts.thread ?? "" });
    case "badge_earned":
      return translate(locale, "notifications.badge_earned", { badge: facts.badge ? badgeName(locale, facts.badge) : "" });
    case "shopping_list_shared":
      return translate(locale, "notifications.shopping_list_shared", { name, list: facts.list?.name ?? "" });
    case "recipe_published":
      return translate(locale, "notifications.recipe_published", { name, recipe: facts.recipe ? pickText(locale, facts.recipe.title_es, facts.recipe.title_en) : "" });
    case "ingredient_proposal_decided": {
      const ingredient = facts.proposal ? pickText(locale, facts.proposal.name_es, facts.proposal.name_en) : "";
      if (facts.proposal?.approved) return translate(locale, "notifications.ingredient_proposal_approved", { ingredient });
      if (facts.proposal?.reason) return translate(locale, "notifications.ingredient_proposal_rejected_because", { ingredient, reason: facts.proposal.reason });
      return translate(locale, "notifications.ingredient_proposal_rejected", { ingredient });
    }
    case "challenge_voting_open":
      return translate(locale, "notifications.challenge_voting_open", { challenge: facts.challenge ? pickText(locale, facts.challenge.title_es, facts.challenge.title_en) : "" });
    case "challenge_results":
      return translate(locale, "notifications.challenge_results", {
        challenge: facts.challenge ? pickText(locale, facts.challenge.title_es, facts.challenge.title_en) : "",
        place: facts.place ?? "",
      });
    case "event_update": {
      const event = facts.event ? pickText(locale, facts.event.title_es, facts.event.title_en) : "";
      return translate(locale, `notifications.event_${facts.event?.change ?? "reminder"}`, { event });
    }
    default:
      return translate(locale, "notifications.fallback");
  }
}

/** Made once per language: making one costs more than the rest of a notification. */
const relativeTimeFormats = new Map<ApiLocale, Intl.RelativeTimeFormat>();

/** "hace 5 minutos" / "5 minutes ago". */
function humanAge(at: Date, locale: ApiLocale, now = new Date()): string {
  const seconds = Math.round((at.getTime() - now.getTime()) / 1000);
  let format = relativeTimeFormats.get(locale);
  if (!format) relativeTimeFormats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" })));
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ["year", 31_536_000],
    ["month", 2_592_000],
    ["week", 604_800],
    ["day", 86_400],
    ["hour", 3_600],
    ["minute", 60],
  ];
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  return format.format(0, "second");
}

export function presentNotification(row: NotificationRow, locale: ApiLocale, now = new Date()): Notification {
  const facts = row.data as unknown as NotificationFacts;
  return {
    id: row.id,
    type: row.type as Notification["type"],
    data: { ...facts, message: notificationMessage(row.type, facts, locale), link: facts.link ?? null, created_at_human: humanAge(row.createdAt, locale, now) },
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
