import { isRouteErrorResponse, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/ui/button";
import type { NotFoundData } from "~/http/not-found";
import { useLocalizedPath } from "~/i18n/use-locale";
import { logError } from "~/observability/log";
import { Logo } from "./logo";

/**
 * The two error variants of §2: not found ("Page Not Found", or "Page Not Found: {path}" when a
 * route parameter failed validation) and the generic one ("Internal Server Error").
 */
export function ErrorPage({ error, bare = false }: { error: unknown; bare?: boolean }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const location = useLocation();
  const isResponse = isRouteErrorResponse(error);
  const status = isResponse ? error.status : 500;
  const notFound = status === 404;
  const forbidden = status === 403;
  const detail = isResponse ? (error.data as Partial<NotFoundData> | undefined) : undefined;
  const title = notFound
    ? detail?.reason === "invalid-param"
      ? t("errors.notFoundPath", { path: detail.path ?? location.pathname })
      : t("errors.notFoundTitle")
    : forbidden
      ? t("errors.forbiddenTitle")
      : t("errors.serverTitle");
  const hint = notFound ? t("errors.notFoundHint") : forbidden ? t("errors.forbiddenHint") : t("errors.serverHint");
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
        <p className="max-w-prose text-ink-muted">{hint}</p>
        <ButtonLink to={to("/")} weight="medium">
          {t("errors.backHome")}
        </ButtonLink>
      </main>
    </>
  );
}
