import { Form } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CalendarFeed } from "#api/contract/meal-plans";
import { useHydrated } from "~/platform/http/use-hydrated";
import { Button } from "~/components/ui/button";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { EmptyState } from "~/components/ui/empty-state";
import { CsrfField } from "~/platform/http/csrf-field";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { planPath } from "./plan-paths";
import { Input } from "~/components/ui/input";

/** A post to the plan page with only an intent (renew or revoke the feed). */
function IntentForm({ planId, intent, label, primary = false }: { planId: number; intent: string; label: string; primary?: boolean }) {
  const to = useLocalizedPath();
  return (
    <Form method="post" action={`${to(planPath(planId))}#calendar`}>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant={primary ? "primary" : "secondary"}>
        {label}
      </Button>
    </Form>
  );
}

/** A feed address to select or copy (the copy button needs JavaScript, so it appears with it). */
function FeedAddress({ id, label, url }: { id: string; label: string; url: string }) {
  const { t } = useTranslation("meal-planner");
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <Input id={id} type="text" readOnly value={url} className="min-w-0 flex-1 font-mono text-sm" onFocus={(event) => event.currentTarget.select()} />
        {hydrated ? (
          <button
            type="button"
            className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-accent hover:bg-accent-soft"
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(() => setCopied(true));
            }}
            aria-describedby={`${id}-copied`}
          >
            {t("calendar.copy")}
          </button>
        ) : null}
        <span id={`${id}-copied`} role="status" className="self-center text-sm text-success">
          {copied ? t("calendar.copied") : ""}
        </span>
      </div>
    </div>
  );
}

/**
 * The calendar addresses: the personal one (every plan) and this plan's, each with the page's
 * language; made on request, changed (the old one then answers 404) or turned off.
 */
export function CalendarFeedPanel({ planId, feed }: { planId: number; feed: CalendarFeed | null }) {
  const { t } = useTranslation("meal-planner");
  const locale = useLocale();
  if (!feed) return null;
  const withLanguage = (url: string) => `${url}?locale=${locale}`;
  return (
    <section id="calendar" aria-labelledby="calendar-heading" className="print-hidden scroll-mt-4 space-y-4">
      <h2 id="calendar-heading" className="text-2xl font-semibold">
        {t("calendar.heading")}
      </h2>
      <p className="text-ink-muted">{t("calendar.intro")}</p>
      {feed.url && feed.plan_url_template ? (
        <div className="space-y-4">
          <FeedAddress id="feed-personal" label={t("calendar.personal")} url={withLanguage(feed.url)} />
          <FeedAddress id="feed-plan" label={t("calendar.thisPlan")} url={withLanguage(feed.plan_url_template.replace("{plan}", String(planId)))} />
          <p className="text-sm text-ink-muted">{t("calendar.timeZone", { zone: feed.time_zone })}</p>
          <p className="text-sm">{t("calendar.secret")}</p>
          <div className="flex flex-wrap gap-3">
            <ConfirmAction label={t("calendar.renew")} question={t("calendar.renewQuestion")} cancelLabel={t("plan.cancel")}>
              <IntentForm planId={planId} intent="feed-renew" label={t("calendar.renewConfirm")} primary />
            </ConfirmAction>
            <ConfirmAction label={t("calendar.revoke")} question={t("calendar.revokeQuestion")} cancelLabel={t("plan.cancel")}>
              <IntentForm planId={planId} intent="feed-revoke" label={t("calendar.revokeConfirm")} primary />
            </ConfirmAction>
          </div>
        </div>
      ) : (
        <EmptyState as="div" className="space-y-3">
          <p>{t("calendar.none")}</p>
          <IntentForm planId={planId} intent="feed-renew" label={t("calendar.create")} primary />
        </EmptyState>
      )}
    </section>
  );
}
