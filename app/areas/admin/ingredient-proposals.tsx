import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { IngredientProposal } from "#api/contract/ingredient-proposals";
import { INGREDIENT_NAME_MAX_LENGTH, PROPOSAL_REJECTION_REASON_MAX_LENGTH } from "#api/contract/limits";
import { FormMessage } from "~/components/forms/form-message";
import { Button, ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { CsrfField } from "~/platform/http/csrf-field";
import { formatDate } from "~/platform/i18n/dates";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { action, loader } from "./ingredient-proposals.server";
import { Input } from "~/components/ui/input";

export { action, loader } from "./ingredient-proposals.server";

export const handle = { i18n: ["admin"] };
export const meta = routeMeta;

function NameInput({ id, name, label, defaultValue }: { id: string; name: string; label: string; defaultValue: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <Input id={id} name={name} defaultValue={defaultValue} maxLength={INGREDIENT_NAME_MAX_LENGTH} />
    </div>
  );
}

/** One proposal: what was written, by whom, and the two decisions as plain forms. */
function ProposalItem({ proposal, action, error }: { proposal: IngredientProposal; action: string; error: string | null }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const title = proposal.name_es ?? proposal.name_en ?? "";
  return (
    <li className="space-y-3 p-4" data-proposal={proposal.id}>
      <div>
        <h2 className="font-semibold">{title}</h2>
        <p className="text-sm text-ink-muted">{t("proposals.by", { name: proposal.proposed_by.name, date: formatDate(proposal.created_at, locale) })}</p>
        {proposal.source_line ? <p className="text-sm text-ink-muted">{t("proposals.line", { line: proposal.source_line })}</p> : null}
      </div>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <Form method="post" action={action} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <CsrfField />
        <input type="hidden" name="intent" value="approve" />
        <input type="hidden" name="proposal" value={proposal.id} />
        <NameInput id={`name-es-${proposal.id}`} name="name_es" label={t("proposals.nameEs")} defaultValue={proposal.name_es ?? proposal.name_en ?? ""} />
        <NameInput id={`name-en-${proposal.id}`} name="name_en" label={t("proposals.nameEn")} defaultValue={proposal.name_en ?? proposal.name_es ?? ""} />
        <Button type="submit" aria-label={t("proposals.approveNamed", { name: title })}>
          {t("proposals.approve")}
        </Button>
      </Form>
      <Form method="post" action={action} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <CsrfField />
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="proposal" value={proposal.id} />
        <div className="space-y-1">
          <label htmlFor={`reason-${proposal.id}`} className="block text-sm font-semibold">
            {t("proposals.reason")}
          </label>
          <Input id={`reason-${proposal.id}`} name="reason" maxLength={PROPOSAL_REJECTION_REASON_MAX_LENGTH} />
        </div>
        <Button type="submit" variant="secondary" aria-label={t("proposals.rejectNamed", { name: title })}>
          {t("proposals.reject")}
        </Button>
      </Form>
    </li>
  );
}

/** /admin/ingredient-proposals: ingredients members proposed, to add to the catalogue or turn down. */
export default function IngredientProposalsPage() {
  const { proposals, nextCursor, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const to = useLocalizedPath();
  const path = to("/admin/ingredient-proposals");
  const misplacedError = actionData?.error && !proposals.some((proposal) => proposal.id === actionData.proposal) ? actionData.error : null;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold">{t("proposals.heading")}</h1>
        <p className="text-ink-muted">{t("proposals.intro")}</p>
      </div>
      {notice ? <FormMessage tone="success">{t(`proposals.notice.${notice}`)}</FormMessage> : null}
      {misplacedError ? <FormMessage tone="error">{misplacedError}</FormMessage> : null}
      {proposals.length === 0 ? (
        <EmptyState>{t("proposals.empty")}</EmptyState>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface" data-proposals>
          {proposals.map((proposal) => (
            <ProposalItem key={proposal.id} proposal={proposal} action={path} error={actionData?.proposal === proposal.id ? actionData.error : null} />
          ))}
        </ul>
      )}
      {nextCursor ? (
        <ButtonLink variant="secondary" to={`${path}?${new URLSearchParams({ cursor: nextCursor })}`}>
          {t("proposals.more")}
        </ButtonLink>
      ) : null}
    </div>
  );
}
