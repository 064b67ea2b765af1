import { useRouteLoaderData } from "@remix-run/react";
import type { AuthUser } from "#api/contract/auth";
import { LOCALE_LAYOUT_ID } from "~/route-ids";

/** The signed-in member as the locale layout's guard saw them, or null for a visitor. */
export function useCurrentUser(): AuthUser | null {
  return useRouteLoaderData<{ user: AuthUser | null }>(LOCALE_LAYOUT_ID)?.user ?? null;
}
