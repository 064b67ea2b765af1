import { Outlet, useLoaderData, useRouteError } from "@remix-run/react";
import { useErrorPageMember } from "~/platform/access/use-current-user";
import { ErrorPage } from "~/shell/site-frame/error-page";
import { SiteFooter } from "~/shell/site-frame/site-footer";
import { SiteHeader } from "~/shell/site-frame/site-header";
import { SkipLink } from "~/shell/site-frame/skip-link";
import { NotificationsProvider } from "~/areas/notifications/notifications-context";
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
