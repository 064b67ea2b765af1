import { page, type PagePolicies, type PageNode } from "../../../platform/routing/page-declaration";

const form = { cache: "private", index: "noindex", ads: "none", analytics: "account" } as const;
/** Guests only: a signed-in member is sent to the dashboard. */
const guests = { ...form, access: "guest-only" } as const satisfies Omit<PagePolicies, "id">;
/** §2's auth pages that "do not require auth": a visitor on verify-email is asked to sign in to resend, one on social-callback told the link expired. */
const anyone = { ...form, access: "public" } as const satisfies Omit<PagePolicies, "id">;
/** An unverified member may open these besides the public pages (they are public too). */
const verification = { ...form, access: "verification" } as const satisfies Omit<PagePolicies, "id">;

/** §2's authentication pages, in the guest layout. /sign-in and /sign-up also answer under /auth/. */
export const authRoutes: PageNode[] = [
  page("sign-in", "areas/account/auth/sign-in.tsx", { id: "auth/sign-in", ...guests }),
  page("auth/sign-in", "areas/account/auth/sign-in.tsx", { id: "auth/sign-in-under-auth", ...guests }),
  page("sign-up", "areas/account/auth/sign-up.tsx", { id: "auth/sign-up", ...guests, index: "unlisted" }),
  page("auth/sign-up", "areas/account/auth/sign-up.tsx", { id: "auth/sign-up-under-auth", ...guests, index: "unlisted" }),
  page("auth/login-form-only", "areas/account/auth/login-form-only.tsx", { id: "auth/login-form-only", ...guests }),
  page("auth/forgot-password", "areas/account/auth/forgot-password.tsx", { id: "auth/forgot-password", ...anyone }),
  page("auth/reset-password", "areas/account/auth/reset-password.tsx", { id: "auth/reset-password", ...anyone }),
  page("auth/social-callback", "areas/account/auth/social-callback.tsx", { id: "auth/social-callback", ...anyone }),
  page("auth/verify-email", "areas/account/auth/verify-email.tsx", { id: "auth/verify-email", ...verification }),
  // Where the verification link lands (through the API): one page, four outcomes.
  page("auth/verify-email-landing", "areas/account/auth/verify-email-outcome.tsx", { id: "auth/verify-email-landing", ...verification }),
  page("auth/verify-email-success", "areas/account/auth/verify-email-outcome.tsx", { id: "auth/verify-email-success", ...verification }),
  page("auth/verify-email-failed", "areas/account/auth/verify-email-outcome.tsx", { id: "auth/verify-email-failed", ...verification }),
  page("auth/verify-email-already", "areas/account/auth/verify-email-outcome.tsx", { id: "auth/verify-email-already", ...verification }),
];
