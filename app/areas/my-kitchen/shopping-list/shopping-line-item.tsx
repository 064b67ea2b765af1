import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ShoppingLine } from "#api/contract/shopping-list";
import { CsrfField } from "~/platform/http/csrf-field";
import { EnhancedFormMarker } from "~/platform/http/enhanced-form";
import { useOfflineTicks } from "~/areas/my-kitchen/shopping-list-sharing/use-offline-ticks";
import type { ShoppingActionAnswer } from "./shopping-list.server";
import { Input } from "~/components/ui/input";

/** "Paella (4 raciones), Fideuá (6)": which recipes a line came from, at which servings. */
export function SourcesText({ sources }: { sources: ShoppingLine["sources"] }) {
  const { t } = useTranslation("shopping-list");
  const parts = sources.map((source, index) => {
    const title = source.recipe?.title ?? source.as_written;
    if (source.servings === null) return title;
    return index === 0 ? t("line.sourceFirst", { title, count: source.servings }) : t("line.sourceNext", { title, count: source.servings });
  });
  return <>{parts.join(", ")}</>;
}

/** Hidden fields every form of a line carries: its intent, the line and the list. */
function LineFields({ intent, line, listId }: { intent: string; line: number; listId: number }) {
  return (
    <>
      <CsrfField />
      <EnhancedFormMarker />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="line" value={line} />
      <input type="hidden" name="shopping_list" value={listId} />
    </>
  );
}

/**
 * One line: a toggle that ticks it (a small form post; with JavaScript the tick shows at once and
 * rolls back if refused), its sources, and editing and deleting tucked away.
 */
export function ShoppingLineItem({ line, listId, action }: { line: ShoppingLine; listId: number; action: string }) {
  const { t } = useTranslation("shopping-list");
  const tick = useFetcher<ShoppingActionAnswer>();
  const edit = useFetcher<ShoppingActionAnswer>();
  const remove = useFetcher<ShoppingActionAnswer>();
  const pending = tick.formData?.get("checked");
  const failed = tick.state === "idle" && tick.data?.ok === false;
  // A tick made offline waits in the browser's queue (decision 048): shown at once, marked pending.
  const offline = useOfflineTicks();
  const queued = offline?.pending.get(line.id);
  const checked = queued !== undefined ? queued : pending !== undefined && pending !== null ? pending === "1" : line.checked;
  if (remove.formData || (remove.state === "idle" && remove.data?.ok)) return null;
  const sourcesId = `line-${line.id}-sources`;
  return (
    <li className="break-inside-avoid py-2" data-line={line.id} data-checked={checked ? "true" : "false"} data-pending={queued !== undefined ? "true" : undefined}>
      <div className="flex items-start gap-2">
        <tick.Form
          method="post"
          action={action}
          className="min-w-0 flex-1"
          onSubmit={(event) => {
            if (offline?.queueIfOffline(line.id, !checked)) event.preventDefault();
          }}
        >
          <LineFields intent="tick" line={line.id} listId={listId} />
          <input type="hidden" name="checked" value={checked ? "0" : "1"} />
          <button
            type="submit"
            aria-pressed={checked}
            aria-describedby={line.sources.length ? sourcesId : undefined}
            className="flex min-h-11 w-full items-start gap-3 rounded-lg px-2 py-2 text-left hover:bg-accent-soft"
          >
            <span
              aria-hidden="true"
              className={`mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded border-2 ${checked ? "border-accent bg-accent text-on-accent" : "border-ink-muted"}`}
            >
              {checked ? "✓" : ""}
            </span>
            <span className={checked ? "text-ink-muted line-through" : undefined}>
              <span className="sr-only">{checked ? t("line.ticked") : t("line.toBuy")} </span>
              <span data-line-text="">{line.text}</span>
              {queued !== undefined ? <span className="ml-2 text-xs text-ink-muted no-underline">({t("shopping-sharing:live.pending")})</span> : null}
            </span>
          </button>
        </tick.Form>
        <details className="print-hidden relative">
          <summary className="flex min-h-11 cursor-pointer list-none items-center rounded-lg px-3 text-sm text-ink-muted hover:bg-accent-soft [&::-webkit-details-marker]:hidden">
            {t("line.more")}
            <span className="sr-only">: {line.text}</span>
          </summary>
          <div className="mt-1 space-y-3 rounded-xl border border-line bg-surface p-3 sm:absolute sm:right-0 sm:z-10 sm:w-72 sm:shadow-raised">
            <edit.Form method="post" action={action} className="space-y-2">
              <LineFields intent="edit-line" line={line.id} listId={listId} />
              <label className="block text-sm font-semibold" htmlFor={`line-${line.id}-text`}>
                {t("line.editLabel")}
              </label>
              <Input id={`line-${line.id}-text`} name="text" required maxLength={200} defaultValue={line.text} />
              <button type="submit" className="min-h-11 rounded-lg border border-line px-4 font-semibold hover:bg-accent-soft">
                {t("line.save")}
              </button>
              {edit.data?.ok === false ? (
                <p role="alert" className="text-sm text-danger">
                  {edit.data.message}
                </p>
              ) : null}
            </edit.Form>
            <remove.Form method="post" action={action}>
              <LineFields intent="delete-line" line={line.id} listId={listId} />
              <button type="submit" className="min-h-11 rounded-lg px-4 font-semibold text-danger hover:bg-accent-soft">
                {t("line.delete")}
              </button>
            </remove.Form>
          </div>
        </details>
      </div>
      {line.sources.length ? (
        <p id={sourcesId} className="ml-10 text-sm text-ink-muted print-hidden" data-line-sources="">
          <SourcesText sources={line.sources} />
        </p>
      ) : null}
      {failed && tick.data?.ok === false ? (
        <p role="alert" className="ml-10 text-sm text-danger">
          {tick.data.message}
        </p>
      ) : null}
    </li>
  );
}
