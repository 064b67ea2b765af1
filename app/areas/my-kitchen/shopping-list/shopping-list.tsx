import { Form, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { SHOPPING_LINE_TEXT_MAX_LENGTH } from "#api/contract/limits";
import { useHydrated } from "~/platform/http/use-hydrated";
import { ButtonLink } from "~/components/ui/button";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { EmptyState } from "~/components/ui/empty-state";
import { CsrfField } from "~/platform/http/csrf-field";
import { EnhancedFormMarker } from "~/platform/http/enhanced-form";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { useCurrentUser } from "~/platform/access/use-current-user";
import { ListSharing, ListSwitcher, PendingInvitations } from "~/areas/my-kitchen/shopping-list-sharing/list-sharing";
import { OfflineTicksProvider } from "~/areas/my-kitchen/shopping-list-sharing/use-offline-ticks";
import { useShoppingListLive } from "~/areas/my-kitchen/shopping-list-sharing/use-shopping-list-live";
import { ShoppingLineItem, SourcesText } from "./shopping-line-item";
import type { loader, ShoppingActionAnswer } from "./shopping-list.server";
import { Input } from "~/components/ui/input";

export { action, loader } from "./shopping-list.server";

export const handle = { i18n: ["shopping-list", "shopping-sharing"] };
export const meta = routeMeta;

function ListFields({ intent, listId }: { intent: string; listId: number }) {
  return (
    <>
      <CsrfField />
      <EnhancedFormMarker />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="shopping_list" value={listId} />
    </>
  );
}

/** A line as written ("papel de cocina"); what was typed stays when it is refused. */
function AddLineForm({ listId, action }: { listId: number; action: string }) {
  const { t } = useTranslation("shopping-list");
  const fetcher = useFetcher<ShoppingActionAnswer>();
  const plain = useActionData<ShoppingActionAnswer>();
  const answer = fetcher.data ?? (plain?.intent === "add-line" ? plain : undefined);
  const refused = answer?.ok === false ? answer : undefined;
  const adding = fetcher.state !== "idle";
  const form = useRef<HTMLFormElement>(null);
  // An empty field again after each line added with JavaScript, ready for the next.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form ref={form} method="post" action={action} className="print-hidden flex flex-wrap items-end gap-3" data-add-line>
      <ListFields intent="add-line" listId={listId} />
      <div className="min-w-0 flex-1">
        <label htmlFor="shopping-add-line" className="block font-semibold">
          {t("add.label")}
        </label>
        <Input
          id="shopping-add-line"
          name="text"
          required
          maxLength={SHOPPING_LINE_TEXT_MAX_LENGTH}
          defaultValue={refused?.text ?? ""}
          placeholder={t("add.placeholder")}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? "shopping-add-line-error" : undefined}
          className="mt-1 w-full"
        />
      </div>
      <button type="submit" disabled={adding} className="min-h-11 rounded-lg bg-accent px-5 font-semibold text-on-accent hover:bg-accent-hover">
        {t("add.submit")}
      </button>
      {refused ? (
        <p id="shopping-add-line-error" role="alert" className="w-full text-sm text-danger">
          {refused.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

export default function ShoppingListPage() {
  const { list, people, lists, invitations, sharingDone } = useLoaderData<typeof loader>();
  const plain = useActionData<ShoppingActionAnswer>();
  const you = useCurrentUser();
  // Shared lists stay current in every browser using them (decision 048).
  useShoppingListLive(list.id, you?.id ?? null, people.length > 1);
  const { t } = useTranslation("shopping-list");
  const to = useLocalizedPath();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const action = to("/user/shopping-list") + (list.role === "member" ? `?list=${list.id}` : "");
  const empty = list.aisles.length === 0 && list.in_pantry.length === 0;
  const pageError = plain?.ok === false && plain.intent !== "add-line" ? plain.message : null;
  return (
    <OfflineTicksProvider listId={list.id} action={action}>
      <div className="space-y-8 print:space-y-4" data-shopping-list={list.id}>
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-3xl font-semibold print:text-2xl">{list.name}</h1>
            <p className="mt-2 text-ink-muted" data-counts>
              {list.counts.lines === 0 ? t("counts.none") : t("counts.lines", { count: list.counts.lines, checked: list.counts.checked })}
            </p>
          </div>
          {!empty && hydrated ? (
            <button type="button" onClick={() => window.print()} className="print-hidden min-h-11 rounded-lg border border-line bg-surface px-4 font-semibold hover:bg-accent-soft">
              {t("print")}
            </button>
          ) : null}
        </header>

        <PendingInvitations invitations={invitations} />
        <ListSwitcher lists={lists} currentId={list.id} />
        <ListSharing listId={list.id} role={list.role} people={people} youId={you?.id ?? 0} done={sharingDone} />

        {pageError ? (
          <p role="alert" className="rounded-xl border border-danger p-4 text-danger">
            {pageError}
          </p>
        ) : null}

        <AddLineForm listId={list.id} action={action} />

        {empty ? (
          <EmptyState as="div" className="space-y-3" data-empty-list>
            <p className="font-semibold">{t("empty.title")}</p>
            <p>{t("empty.body")}</p>
            <ButtonLink to={to("/recetas")}>{t("empty.browse")}</ButtonLink>
          </EmptyState>
        ) : null}

        <div className="space-y-6 print:columns-2 print:gap-8 print:space-y-0 print:text-sm" aria-busy={navigation.state !== "idle" || undefined}>
          {list.aisles.map((aisle) => (
            <section key={aisle.key} aria-labelledby={`aisle-${aisle.key}`} className="break-inside-avoid print:mb-3" data-aisle={aisle.key}>
              <h2 id={`aisle-${aisle.key}`} className="font-sans text-lg font-semibold print:text-base">
                {aisle.name}
              </h2>
              <ul className="mt-1 divide-y divide-line">
                {aisle.lines.map((line) => (
                  <ShoppingLineItem key={line.id} line={line} listId={list.id} action={action} />
                ))}
              </ul>
            </section>
          ))}
        </div>

        {list.in_pantry.length > 0 ? (
          <details className="print-hidden rounded-xl border border-line bg-surface p-4" data-in-pantry>
            <summary className="cursor-pointer font-semibold">{t("pantry.title", { count: list.in_pantry.length })}</summary>
            <p className="mt-2 text-sm text-ink-muted">{t("pantry.body")}</p>
            <ul className="mt-2 space-y-1">
              {list.in_pantry.map((line) => (
                <li key={line.id}>
                  {line.text}
                  {line.sources.length ? (
                    <span className="text-sm text-ink-muted">
                      {" "}
                      · <SourcesText sources={line.sources} />
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </details>
        ) : null}

        {!empty ? (
          <div className="print-hidden flex flex-wrap gap-3">
            {list.counts.checked > 0 ? (
              <ConfirmAction label={t("clear.checked")} question={t("clear.checkedQuestion", { count: list.counts.checked })} cancelLabel={t("clear.cancel")}>
                <Form method="post" action={action}>
                  <ListFields intent="clear-checked" listId={list.id} />
                  <button
                    type="submit"
                    className="inline-flex min-h-11 items-center rounded-lg border-2 border-danger bg-surface px-4 font-semibold text-danger hover:bg-accent-soft"
                  >
                    {t("clear.checkedConfirm")}
                  </button>
                </Form>
              </ConfirmAction>
            ) : null}
            <ConfirmAction label={t("clear.all")} question={t("clear.allQuestion")} cancelLabel={t("clear.cancel")}>
              <Form method="post" action={action}>
                <ListFields intent="clear-all" listId={list.id} />
                <button
                  type="submit"
                  className="inline-flex min-h-11 items-center rounded-lg border-2 border-danger bg-surface px-4 font-semibold text-danger hover:bg-accent-soft"
                >
                  {t("clear.allConfirm")}
                </button>
              </Form>
            </ConfirmAction>
          </div>
        ) : null}
      </div>
    </OfflineTicksProvider>
  );
}
