import { describe, expect, it } from "vitest";
import { decideAccess, isGuestOnlyPath, isPublicPath } from "./access-rules";

const visitor = { signedIn: false } as const;
const member = { signedIn: true, verified: true, id: 1, roles: [], plan: "free" } as const;
const unverified = { signedIn: true, verified: false, id: 2, roles: [], plan: "free" } as const;
const admin = { signedIn: true, verified: true, id: 3, roles: ["admin"], plan: "free" } as const;

describe("§2 access rules", () => {
  it("knows the public paths in both languages", () => {
    for (const path of [
      "/",
      "/en",
      "/faq",
      "/en/faq",
      "/receta/paella",
      "/en/recipes/paella/remix",
      "/buscar/tortilla",
      "/forums/t/123",
      "/users/ana/followers",
      "/my-sazon/recommendations",
      "/sign-in",
      "/auth/reset-password",
      "/categoria/arroces",
      "/en/tag/vegana",
    ]) {
      expect(isPublicPath(path), path).toBe(true);
    }
    for (const path of [
      "/feed",
      "/en/feed",
      "/forums/t/new",
      "/user/dashboard",
      "/settings",
      "/settings/profile",
      "/meal-planner/3",
      "/my-account/subscription",
      "/admin/cache",
      "/something-new",
    ]) {
      expect(isPublicPath(path), path).toBe(false);
    }
  });

  it("sends visitors to sign in from private pages only, keeping where they were going", () => {
    expect(decideAccess("/en/settings/profile", visitor)).toEqual({ action: "redirect", to: "/sign-in", keepReturnPath: true });
    expect(decideAccess("/receta/paella", visitor)).toEqual({ action: "allow" });
  });

  it("sends members away from the guests-only pages, but not from the other auth pages", () => {
    for (const path of ["/sign-in", "/en/sign-up", "/auth/sign-in", "/auth/sign-up", "/auth/login-form-only"]) {
      expect(isGuestOnlyPath(path)).toBe(true);
      expect(decideAccess(path, member)).toEqual({ action: "redirect", to: "/user/dashboard", keepReturnPath: false });
    }
    expect(decideAccess("/auth/reset-password", member)).toEqual({ action: "allow" });
  });

  it("confines an unverified member to public pages and the verification page", () => {
    expect(decideAccess("/settings", unverified)).toEqual({ action: "redirect", to: "/auth/verify-email", keepReturnPath: false });
    expect(decideAccess("/auth/verify-email", unverified)).toEqual({ action: "allow" });
    expect(decideAccess("/en/faq", unverified)).toEqual({ action: "allow" });
  });

  it("lets visitors open the auth pages §2 says need no sign-in, in both languages", () => {
    for (const path of [
      "/auth/verify-email",
      "/en/auth/verify-email",
      "/auth/social-callback",
      "/en/auth/social-callback",
      "/auth/verify-email-failed",
      "/auth/reset-password",
      "/auth/forgot-password",
    ]) {
      expect(decideAccess(path, visitor), path).toEqual({ action: "allow" });
    }
    expect(decideAccess("/auth/something-else", visitor)).toEqual({ action: "redirect", to: "/sign-in", keepReturnPath: true });
  });

  it("lets only admins into /admin", () => {
    expect(decideAccess("/admin/cache", member)).toEqual({ action: "forbid" });
    expect(decideAccess("/en/admin/security/csp-violations", admin)).toEqual({ action: "allow" });
    expect(decideAccess("/admin/cache", visitor)).toEqual({ action: "redirect", to: "/sign-in", keepReturnPath: true });
  });

  it("asks an admin page's own permission when it names one: moderators open the moderation queue, not the rest (decision 094)", () => {
    const moderator = { ...member, id: 4, roles: ["moderator"] } as const;
    expect(decideAccess("/admin/moderation", moderator)).toEqual({ action: "allow" });
    expect(decideAccess("/en/admin/moderation", admin)).toEqual({ action: "allow" });
    expect(decideAccess("/admin/moderation", member)).toEqual({ action: "forbid" });
    expect(decideAccess("/admin/ingredient-proposals", moderator)).toEqual({ action: "forbid" });
  });
});
