import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { MEMBER_SLUG_MAX_LENGTH } from "#api/contract/limits";
import type { PendingInvitation, ShoppingListPerson, UsableShoppingList } from "#api/contract/shopping-list-sharing";
import { CsrfField } from "~/platform/http/csrf-field";
import { EnhancedFormMarker } from "~/platform/http/enhanced-form";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import type { SharingAnswer } from "./sharing-form";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { InvitationAnswer } from "~/components/kitchen/invitation-answer";

const buttonClass = "inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold hover:bg-accent-soft";

/** Shows the other lists the member may use (theirs and those shared with them) and opens one. */
export function ListSwitcher({ lists, currentId }: { lists: UsableShoppingList[]; currentId: number }) {
  const { t } = useTranslation("shopping-sharing");
  const to = useLocalizedPath();
  if (lists.length < 2) return null;
  const nameOf = (list: UsableShoppingList) => (list.role === "owner" ? t("switcher.own") : t("switcher.sharedBy", { name: list.owner.name }));
  return (
    <Form method="get" action={to("/user/shopping-list")} className="print-hidden flex flex-wrap items-end gap-2" data-list-switcher>
      <div>
        <label htmlFor="shopping-list-switcher" className="block text-sm font-semibold">
          {t("switcher.label")}
        </label>
        <Select id="shopping-list-switcher" name="list" defaultValue={currentId} className="mt-1">
          {lists.map((list) => (
            <option key={list.id} value={list.id}>
              {nameOf(list)}
            </option>
          ))}
        </Select>
      </div>
      <button type="submit" className={buttonClass}>
        {t("switcher.submit")}
      </button>
    </Form>
  );
}

/** The intent and the list; each form carries its own CSRF field beside these. */
function SharingFields({ intent, listId }: { intent: string; listId?: number }) {
  return (
    <>
      <EnhancedFormMarker />
      <input type="hidden" name="intent" value={intent} />
      {listId ? <input type="hidden" name="list" value={listId} /> : null}
    </>
  );
}

function PersonRow({ person, listId, youId, ownerView, action }: { person: ShoppingListPerson; listId: number; youId: number; ownerView: boolean; action: string }) {
  const { t } = useTranslation("shopping-sharing");
  const remove = useFetcher<SharingAnswer>();
  if (remove.state !== "idle" || remove.data?.message) return null;
  const you = person.id === youId;
  return (
    <li className="flex flex-wrap items-center gap-3 py-2" data-list-person={person.slug}>
      <span className="font-semibold">
        {person.name} {you ? <span className="font-normal text-ink-muted">{t("people.you")}</span> : null}
      </span>
      <span className="text-sm text-ink-muted">{t(`people.${person.role}`)}</span>
      {ownerView && person.role === "member" ? (
        <remove.Form method="post" action={action} className="ml-auto">
          <CsrfField />
          <SharingFields intent="remove" listId={listId} />
          <input type="hidden" name="member" value={person.slug} />
          <button type="submit" className={buttonClass} aria-label={t("people.removeNamed", { name: person.name })}>
            {t("people.remove")}
          </button>
        </remove.Form>
      ) : null}
      {remove.data?.error ? (
        <p role="alert" className="w-full text-sm text-danger">
          {remove.data.error}
        </p>
      ) : null}
    </li>
  );
}

/** The invite form: a handle, refused in the page's language with what was typed kept. */
export function InviteForm({ listId, action, refused }: { listId?: number; action: string; refused?: SharingAnswer }) {
  const { t } = useTranslation("shopping-sharing");
  const fetcher = useFetcher<SharingAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const answer = fetcher.data ?? refused;
  const error = answer?.intent === "invite" ? answer.error : undefined;
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.message) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form ref={form} method="post" action={action} className="flex flex-wrap items-end gap-3" data-share-form>
      <CsrfField />
      <SharingFields intent="invite" listId={listId} />
      <div className="min-w-0 flex-1">
        <label htmlFor="shopping-share-handle" className="block font-semibold">
          {t("invite.label")}
        </label>
        <Input
          id="shopping-share-handle"
          name="handle"
          required
          maxLength={MEMBER_SLUG_MAX_LENGTH + 1}
          autoComplete="off"
          defaultValue={error ? answer?.handle : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "shopping-share-hint shopping-share-error" : "shopping-share-hint"}
          className="mt-1 w-full"
        />
        <p id="shopping-share-hint" className="mt-1 text-sm text-ink-muted">
          {t("invite.hint")}
        </p>
      </div>
      <button type="submit" disabled={fetcher.state !== "idle"} className="mb-7 min-h-11 rounded-lg bg-accent px-5 font-semibold text-on-accent hover:bg-accent-hover">
        {t("invite.submit")}
      </button>
      {error ? (
        <p id="shopping-share-error" role="alert" className="w-full text-sm text-danger">
          {error}
        </p>
      ) : null}
      <p aria-live="polite" className="w-full text-sm text-success" data-invite-status>
        {fetcher.state === "idle" && fetcher.data?.message ? fetcher.data.message : null}
      </p>
    </fetcher.Form>
  );
}

/**
 * Who uses the list and, for its owner, the share form and a remove button per member; a member
 * may leave. Every form posts to /user/shopping-list/sharing, without JavaScript too.
 */
export function ListSharing({
  listId,
  role,
  people,
  youId,
  refused,
  done,
}: {
  listId: number;
  role: "owner" | "member";
  people: ShoppingListPerson[];
  youId: number;
  refused?: SharingAnswer;
  done: string | null;
}) {
  const { t } = useTranslation("shopping-sharing");
  const to = useLocalizedPath();
  const action = to("/user/shopping-list/sharing");
  const status = done ? t(`done.${done}`) : null;
  return (
    <section aria-labelledby="shopping-people" className="print-hidden space-y-3 rounded-xl border border-line bg-surface p-4" data-list-sharing>
      <h2 id="shopping-people" className="font-sans text-lg font-semibold">
        {t("people.title")}
      </h2>
      <div aria-live="polite" className="text-sm text-success" data-sharing-status>
        {status}
      </div>
      <ul className="divide-y divide-line">
        {people.map((person) => (
          <PersonRow key={person.id} person={person} listId={listId} youId={youId} ownerView={role === "owner"} action={action} />
        ))}
      </ul>
      {role === "owner" && people.length < 2 ? <p className="text-sm text-ink-muted">{t("people.alone")}</p> : null}
      {role === "owner" ? <InviteForm listId={listId} action={action} refused={refused} /> : null}
      {role === "member" ? (
        // A plain post even with JavaScript: leaving ends access to this page, so the answer is the member's own list.
        <Form method="post" action={action}>
          <CsrfField />
          <input type="hidden" name="intent" value="leave" />
          <input type="hidden" name="list" value={listId} />
          <button type="submit" className={buttonClass}>
            {t("people.leave")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

/**
 * Invitations to other members' lists waiting for the member's answer (decision 077): accept or
 * decline, each a plain post (the page that follows is the list joined, or the member's own).
 */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  const { t } = useTranslation("shopping-sharing");
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="shopping-invitations" className="print-hidden space-y-3 rounded-xl border border-accent bg-accent-soft p-4" data-list-invitations>
      <h2 id="shopping-invitations" className="font-sans text-lg font-semibold">
        {t("invitations.title")}
      </h2>
      <ul className="divide-y divide-line">
        {invitations.map((invitation) => (
          <li key={invitation.list_id} className="flex flex-wrap items-center gap-3 py-2" data-list-invitation={invitation.list_id}>
            <span id={`shopping-invitation-${invitation.list_id}`}>{t("invitations.from", { name: invitation.owner.name, list: invitation.list_name })}</span>
            <div className="ml-auto">
              <InvitationAnswer listId={invitation.list_id} describedBy={`shopping-invitation-${invitation.list_id}`} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
