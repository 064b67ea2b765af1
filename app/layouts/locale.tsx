import { Outlet, useLoaderData, useRouteError } from "@remix-run/react";
import { useErrorPageMember } from "~/auth/use-current-user";
import { ErrorPage } from "~/components/layout/error-page";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";
import { NotificationsProvider } from "~/notifications/notifications-context";
import type { loader } from "./locale.server";

export { loader } from "./locale.server";

export default function LocaleLayout() {
  const { user, notifications } = useLoaderData<typeof loader>();
  return (
    <NotificationsProvider userId={user?.id ?? null} initial={notifications}>
      <Outlet />
    </NotificationsProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const member = useErrorPageMember();
  return (
    <NotificationsProvider userId={member?.user?.id ?? null} initial={member?.notifications ?? null}>
      <SkipLink />
      <SiteHeader />
      <ErrorPage error={error} />
      <SiteFooter />
    </NotificationsProvider>
  );
}
