import { can, type Subject } from "#api/contract/permissions";
import type { AccessRule } from "~/platform/routing/page-declaration";
import { declaredPolicies } from "~/platform/routing/page-table";

/**
 * §2's navigation rules, read from each page's declaration (`access`, app/<area>/routes.ts and
 * app/planned-pages.ts; docs/decisions/063). A path with no declaration needs a signed-in,
 * verified member. The guest-only and verification pages are public too: a visitor may open them.
 */
const openToVisitors: ReadonlySet<AccessRule | undefined> = new Set(["public", "guest-only", "verification"]);

export function isPublicPath(pathname: string): boolean {
  return openToVisitors.has(accessRuleOf(pathname));
}

export function isGuestOnlyPath(pathname: string): boolean {
  return accessRuleOf(pathname) === "guest-only";
}

/** The rule a path is declared with, or undefined when only the default covers it. */
export function accessRuleOf(pathname: string): AccessRule | undefined {
  return declaredPolicies(pathname)?.access;
}

/** A signed-in visitor is a subject of `can()` (decision 064): their permissions come from their roles and plan. */
export type Visitor = { signedIn: false } | ({ signedIn: true; verified: boolean } & Subject);

export type GuardDecision = { action: "allow" } | { action: "redirect"; to: "/sign-in" | "/user/dashboard" | "/auth/verify-email"; keepReturnPath: boolean } | { action: "forbid" };

/** §2's guard rules, in order. */
export function decideAccess(pathname: string, visitor: Visitor): GuardDecision {
  const rule = accessRuleOf(pathname);
  if (!visitor.signedIn) {
    return openToVisitors.has(rule) ? { action: "allow" } : { action: "redirect", to: "/sign-in", keepReturnPath: true };
  }
  if (rule === "guest-only") return { action: "redirect", to: "/user/dashboard", keepReturnPath: false };
  if (!visitor.verified && !openToVisitors.has(rule)) {
    return { action: "redirect", to: "/auth/verify-email", keepReturnPath: false };
  }
  if (rule === "admin" && !can(visitor, declaredPolicies(pathname)?.permission ?? "view:admin-area")) return { action: "forbid" };
  return { action: "allow" };
}

/**
 * Writes that publish content or notify someone (a review, a follow) from a page a member may open:
 * a visitor signs in first and comes back; an unverified member confirms their address first (§6,
 * docs/decisions/029). The API refuses them too; this sends the member where they can fix it.
 */
export function decidePublishing(visitor: Visitor): GuardDecision {
  if (!visitor.signedIn) return { action: "redirect", to: "/sign-in", keepReturnPath: true };
  if (!visitor.verified) return { action: "redirect", to: "/auth/verify-email", keepReturnPath: false };
  return { action: "allow" };
}
