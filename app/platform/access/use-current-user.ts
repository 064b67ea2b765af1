import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { AuthUser } from "#api/contract/auth";
import type { ErrorPageData, ErrorPageMember } from "~/platform/http/error-page-data";
import { LOCALE_LAYOUT_ID } from "~/platform/routing/route-ids";

/** The signed-in member as the locale layout's guard saw them, or null for a visitor. */
export function useCurrentUser(): AuthUser | null {
  const layout = useRouteLoaderData<{ user: AuthUser | null }>(LOCALE_LAYOUT_ID);
  const fromError = useErrorPageMember();
  return layout?.user ?? fromError?.user ?? null;
}

/** The member an error page was thrown with, when the layout that knows them is the one that failed. */
export function useErrorPageMember(): ErrorPageMember | undefined {
  const error = useRouteError();
  return isRouteErrorResponse(error) ? (error.data as Partial<ErrorPageData> | null)?.member : undefined;
}
