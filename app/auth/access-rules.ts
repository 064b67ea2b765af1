import { can, type Subject } from "#api/contract/permissions";
import { pathWithoutLocale } from "~/i18n/locales";

/**
 * §2's navigation rules as data. Paths are compared without their locale prefix, so every rule holds
 * in both languages. Public: spec §2's list, the auth pages that need no sign-in, and the canonical
 * Spanish addresses §2 maps the listed ones to (docs/decisions/011).
 */
const publicExact = new Set([
  "/",
  "/faq",
  "/about",
  "/terms",
  "/privacy",
  "/cookies",
  "/contact",
  "/agregar",
  "/checkout",
  "/chat",
  "/ai-chefs",
  "/articles",
  "/recipes",
  "/receta",
  "/buscar",
  "/search",
  "/challenges",
  "/dashboard",
  "/notifications",
  "/events",
  "/ebooks",
  "/forums",
  "/plus/pricing",
  "/test/filtros",
  "/subscribe/success",
  "/subscribe/cancel",
  "/sign-in",
  "/sign-up",
  // §2's auth pages: the guests' forms, and those that "do not require auth" — a visitor on the
  // verify-email page is asked to sign in to resend, one on social-callback told the link expired.
  "/auth/sign-in",
  "/auth/sign-up",
  "/auth/login-form-only",
  "/auth/reset-password",
  "/auth/forgot-password",
  "/auth/social-callback",
  "/auth/verify-email",
  "/auth/verify-email-landing",
  "/auth/verify-email-success",
  "/auth/verify-email-failed",
  "/auth/verify-email-already",
  // Canonical equivalents (§2 canonical URL rules).
  "/recetas",
  "/categorias",
  "/chefs",
  "/perfil",
]);

const publicPrefixes = [
  "/ai-chefs/",
  "/articles/",
  "/recipes/",
  "/receta/",
  "/buscar/",
  "/challenges/c/",
  "/events/",
  "/ebooks/",
  "/forums/c/",
  "/forums/t/",
  "/users/",
  "/profile/",
  "/recetas/",
  "/categorias/",
  "/categoria/",
  "/chef/",
  "/perfil/",
  "/tag/",
];

/** Listed as needing sign-in although a public prefix covers them. */
const privateExceptions = new Set(["/forums/t/new"]);

/**
 * §2's "pages that require login", named so that no page relies on the default ("any path not in
 * the public list needs login"): the guard treats them as it treats every non-public path.
 */
const memberExact = new Set(["/feed", "/settings", "/meal-planner", "/recipe-lists"]);
const memberPrefixes = ["/agregar/", "/user/", "/settings/", "/meal-planner/", "/recipe-lists/", "/my-account/"];

/**
 * Addresses outside the locale layout, which §2's guard never sees: the crawlers' files and the
 * resource routes (each checks the member itself where it matters).
 */
const unguardedExact = new Set(["/robots.txt", "/ads.txt", "/sitemap.xml"]);
const unguardedPrefixes = ["/resources/"];

const guestOnly = new Set(["/sign-in", "/sign-up", "/auth/sign-in", "/auth/sign-up", "/auth/login-form-only"]);

function normalise(pathname: string) {
  const bare = pathWithoutLocale(pathname);
  return bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
}

export function isPublicPath(pathname: string): boolean {
  const path = normalise(pathname);
  if (privateExceptions.has(path)) return false;
  return publicExact.has(path) || publicPrefixes.some((prefix) => path.startsWith(prefix)) || /^\/my-[a-z0-9-]+\/recommendations$/.test(path);
}

export function isGuestOnlyPath(pathname: string): boolean {
  return guestOnly.has(normalise(pathname));
}

function isAdminPath(pathname: string): boolean {
  const path = normalise(pathname);
  return path === "/admin" || path.startsWith("/admin/");
}

/** Pages an unverified member may still open besides the public ones. */
function isVerificationPath(pathname: string): boolean {
  return normalise(pathname).startsWith("/auth/verify-email");
}

export type AccessRule = "public" | "guest-only" | "verification" | "member" | "admin" | "unguarded";

/**
 * The rule a path is explicitly given, or undefined when only the default covers it (any other
 * path needs a signed-in, verified member). app/route-coverage.test.ts requires one for every route.
 */
export function accessRuleOf(pathname: string): AccessRule | undefined {
  const path = normalise(pathname);
  if (unguardedExact.has(path) || unguardedPrefixes.some((prefix) => path.startsWith(prefix))) return "unguarded";
  if (isGuestOnlyPath(path)) return "guest-only";
  if (isAdminPath(path)) return "admin";
  if (isVerificationPath(path)) return "verification";
  if (isPublicPath(path)) return "public";
  if (privateExceptions.has(path) || memberExact.has(path) || memberPrefixes.some((prefix) => path.startsWith(prefix))) return "member";
  return undefined;
}

/** A signed-in visitor is a subject of `can()` (decision 064): their permissions come from their roles and plan. */
export type Visitor = { signedIn: false } | ({ signedIn: true; verified: boolean } & Subject);

export type GuardDecision = { action: "allow" } | { action: "redirect"; to: "/sign-in" | "/user/dashboard" | "/auth/verify-email"; keepReturnPath: boolean } | { action: "forbid" };

/** §2's guard rules, in order. */
export function decideAccess(pathname: string, visitor: Visitor): GuardDecision {
  if (!visitor.signedIn) {
    return isPublicPath(pathname) ? { action: "allow" } : { action: "redirect", to: "/sign-in", keepReturnPath: true };
  }
  if (isGuestOnlyPath(pathname)) return { action: "redirect", to: "/user/dashboard", keepReturnPath: false };
  if (!visitor.verified && !isPublicPath(pathname) && !isVerificationPath(pathname)) {
    return { action: "redirect", to: "/auth/verify-email", keepReturnPath: false };
  }
  if (isAdminPath(pathname) && !can(visitor, "view:admin-area")) return { action: "forbid" };
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
