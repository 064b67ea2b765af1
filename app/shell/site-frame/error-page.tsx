import { isRouteErrorResponse, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/ui/button";
import { type ErrorPageData, errorVariant } from "~/platform/http/error-page-data";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { logError } from "~/platform/observability/log";
import { Logo } from "./logo";

/**
 * The error variants of §2 — not found ("Page Not Found", or "Page Not Found: {path}" when a route
 * parameter failed validation) and the generic one ("Internal Server Error") — with decision 027's:
 * forbidden, a request refused for what it asked (its message shown), and the service away for a
 * moment (503).
 */
export function ErrorPage({ error, bare = false }: { error: unknown; bare?: boolean }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const location = useLocation();
  const isResponse = isRouteErrorResponse(error);
  const status = isResponse ? error.status : 500;
  const variant = errorVariant(status);
  const detail = isResponse ? (error.data as Partial<ErrorPageData> | undefined) : undefined;
  // A post refused by the cross-site guard (server/cross-site-guard.ts) says why, and what to do.
  const crossSite = variant === "forbidden" && detail?.reason === "cross-site";
  const title =
    variant === "notFound" && detail?.reason === "invalid-param"
      ? t("errors.notFoundPath", { path: detail.path ?? location.pathname })
      : t(crossSite ? "errors.crossSiteTitle" : `errors.${variant}Title`);
  const hint = t(crossSite ? "errors.crossSiteHint" : `errors.${variant}Hint`);
  // A refusal says what was wrong with the request, in the API's words (already in the page's language).
  const reason = variant === "refused" && detail?.message ? detail.message : null;
  if (!isResponse) logError(error);

  return (
    <>
      {bare ? (
        <header className="container-content py-3">
          <Logo />
        </header>
      ) : null}
      <main id="main-content" tabIndex={-1} className="container-content flex min-h-[50vh] flex-1 flex-col items-start justify-center gap-4 py-16">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">{t("errors.statusLabel", { status })}</p>
        <h1 className="text-3xl font-semibold md:text-4xl" data-error-status={status}>
          {title}
        </h1>
        {reason ? (
          <p className="max-w-prose" data-error-reason>
            {reason}
          </p>
        ) : null}
        <p className="max-w-prose text-ink-muted">{hint}</p>
        <ButtonLink to={to("/")} weight="medium">
          {t("errors.backHome")}
        </ButtonLink>
      </main>
    </>
  );
}
