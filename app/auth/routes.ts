import { route, type RouteConfigEntry } from "@remix-run/route-config";

/** §2's authentication pages, in the guest layout. /sign-in and /sign-up also answer under /auth/. */
export const authRoutes: RouteConfigEntry[] = [
  route("sign-in", "auth/sign-in.tsx", { id: "auth/sign-in" }),
  route("auth/sign-in", "auth/sign-in.tsx", { id: "auth/sign-in-under-auth" }),
  route("sign-up", "auth/sign-up.tsx", { id: "auth/sign-up" }),
  route("auth/sign-up", "auth/sign-up.tsx", { id: "auth/sign-up-under-auth" }),
  route("auth/login-form-only", "auth/login-form-only.tsx", { id: "auth/login-form-only" }),
  route("auth/forgot-password", "auth/forgot-password.tsx", { id: "auth/forgot-password" }),
  route("auth/reset-password", "auth/reset-password.tsx", { id: "auth/reset-password" }),
  route("auth/social-callback", "auth/social-callback.tsx", { id: "auth/social-callback" }),
  route("auth/verify-email", "auth/verify-email.tsx", { id: "auth/verify-email" }),
  // Where the verification link lands (through the API): one page, four outcomes.
  route("auth/verify-email-landing", "auth/verify-email-outcome.tsx", { id: "auth/verify-email-landing" }),
  route("auth/verify-email-success", "auth/verify-email-outcome.tsx", { id: "auth/verify-email-success" }),
  route("auth/verify-email-failed", "auth/verify-email-outcome.tsx", { id: "auth/verify-email-failed" }),
  route("auth/verify-email-already", "auth/verify-email-outcome.tsx", { id: "auth/verify-email-already" }),
];
