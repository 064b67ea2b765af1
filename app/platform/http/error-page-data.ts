import type { AuthUser } from "#api/contract/auth";
import type { SavedRecipesState } from "#api/contract/saved-recipes";
import type { MemberNotifications } from "~/platform/live/notification-state";

/** Why a 404 was thrown, so the error page can say the right thing. */
export type NotFoundReason = "missing" | "invalid-param";

/**
 * What a thrown error page carries besides its status: why (a 404's reason, a refusal, the service
 * being away), the address, and for refusals and outages the API's message in the page's language.
 */
export interface ErrorPageData {
  reason: NotFoundReason | "forbidden" | "refused" | "unavailable" | "cross-site";
  path: string;
  message?: string;
  /** Who is signed in, for an error page drawn where no layout data is at hand (the locale layout's own 404). */
  member?: ErrorPageMember;
}

export interface ErrorPageMember {
  user: AuthUser | null;
  /** The member's saved recipes' count and ids (the account menu's count, the cards' "Guardado"). */
  saved?: SavedRecipesState | null;
  notifications: MemberNotifications | null;
}

export type NotFoundData = ErrorPageData & { reason: NotFoundReason };

/** The error pages of §2 and decision 027, by status: each has its own title and hint. */
export type ErrorVariant = "notFound" | "forbidden" | "unavailable" | "refused" | "server";

export function errorVariant(status: number): ErrorVariant {
  if (status === 404) return "notFound";
  if (status === 403) return "forbidden";
  if (status === 503) return "unavailable";
  if (status >= 400 && status < 500) return "refused";
  return "server";
}
