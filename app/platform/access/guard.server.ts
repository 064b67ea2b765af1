import { data, redirect } from "@remix-run/node";
import type { AuthUser } from "#api/contract/auth";
import { type Locale, localizePath } from "~/platform/i18n/locales";
import type { GuardDecision, Visitor } from "./access-rules";
import { withReturnAddress } from "./sign-in-link";

/** Who the access rules are deciding about. */
export function visitorOf(user: AuthUser | null | undefined): Visitor {
  return user ? { signedIn: true, verified: user.email_verified_at !== null, id: user.id, roles: user.roles, plan: user.plan } : { signedIn: false };
}

/**
 * Carries out a guard decision: nothing when allowed, else throws the redirect (with the address to
 * come back to when the decision keeps it) or the 403 page's data. For loaders and actions alike.
 */
export function enforce(decision: GuardDecision, locale: Locale, returnPath: string, { status }: { status?: 302 | 303 } = {}): void {
  if (decision.action === "allow") return;
  if (decision.action === "forbid") throw data({ reason: "forbidden", path: returnPath }, { status: 403 });
  const target = localizePath(decision.to, locale);
  throw redirect(decision.keepReturnPath ? withReturnAddress(target, returnPath) : target, status);
}
