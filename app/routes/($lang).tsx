import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Outlet, useRouteError } from "@remix-run/react";
import { ErrorPage } from "~/components/layout/error-page";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";
import { notFound } from "~/http/responses.server";

/**
 * The optional locale segment: none is Spanish, "en" is English, "es" is sent to the unprefixed
 * address (Spanish has no prefix), and anything else is a 404, never silently Spanish.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  if (params.lang === undefined || params.lang === "en") return null;
  if (params.lang === "es") {
    const url = new URL(request.url);
    throw redirect(`${url.pathname.replace(/^\/es(?=\/|$)/, "") || "/"}${url.search}`, 301);
  }
  throw notFound(request);
}

export default function LocaleLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <ErrorPage error={error} />
      <SiteFooter />
    </>
  );
}
