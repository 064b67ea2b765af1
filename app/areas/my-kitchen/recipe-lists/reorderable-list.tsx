import { useFetcher } from "@remix-run/react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/platform/http/use-hydrated";
import { CsrfField, useCsrfToken } from "~/platform/http/csrf-field";
import { CSRF_FIELD } from "~/platform/http/csrf-token";
import { ENHANCED_FIELD, EnhancedFormMarker } from "~/platform/http/enhanced-form";

const moveButtonClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-line bg-surface px-3 text-sm font-semibold text-ink hover:bg-accent-soft disabled:cursor-not-allowed disabled:opacity-50";

/**
 * Posts moves one at a time, in the order made: each is read against the order the last one left
 * (a move is "up one"), and a second post on a busy fetcher would abort the first. A move is
 * answered once the fetcher is idle again and has either been seen busy or holds a new answer:
 * Remix moves the fetcher's state in a transition, so a render may show the moved order while the
 * fetcher still says idle from before the post.
 */
function useMovesInOrder(action: string) {
  const fetcher = useFetcher();
  const sent = useRef<{ answerBefore: unknown; seenBusy: boolean } | null>(null);
  const waiting = useRef<FormData[]>([]);
  const [unansweredMoves, setUnansweredMoves] = useState(0);
  const { data: answer, state: fetcherState, submit } = fetcher;
  const send = useCallback(
    (form: FormData) => {
      sent.current = { answerBefore: answer, seenBusy: false };
      submit(form, { method: "post", action });
    },
    [answer, submit, action],
  );
  const post = (form: FormData) => {
    setUnansweredMoves((count) => count + 1);
    if (sent.current) waiting.current.push(form);
    else send(form);
  };
  useEffect(() => {
    const move = sent.current;
    if (!move) return;
    if (fetcherState !== "idle") {
      move.seenBusy = true;
      return;
    }
    if (!move.seenBusy && answer === move.answerBefore) return;
    sent.current = null;
    setUnansweredMoves((count) => count - 1);
    const next = waiting.current.shift();
    if (next) send(next);
  }, [fetcherState, answer, send]);
  const moveInFlight = useCallback(() => sent.current !== null, []);
  return { post, unansweredMoves, moveInFlight };
}

/** "Move up" and "move down" for one item: each a plain form post, sent through `onMove` with JavaScript. */
function MoveButtons({
  itemKey,
  name,
  index,
  count,
  action,
  intent,
  fields,
  onMove,
}: {
  itemKey: string;
  name: string;
  index: number;
  count: number;
  action: string;
  intent: string;
  fields: Record<string, string>;
  onMove: (direction: "up" | "down", form: FormData) => void;
}) {
  const { t } = useTranslation("recipe-lists");
  return (
    <div className="flex gap-2">
      {(["up", "down"] as const).map((direction) => {
        const disabled = direction === "up" ? index === 0 : index === count - 1;
        return (
          <form
            key={direction}
            method="post"
            action={action}
            onSubmit={(event) => {
              event.preventDefault();
              onMove(direction, new FormData(event.currentTarget));
            }}
          >
            <CsrfField />
            <EnhancedFormMarker />
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="direction" value={direction} />
            {Object.entries(fields).map(([field, value]) => (
              <input key={field} type="hidden" name={field} value={value} />
            ))}
            <button
              type="submit"
              id={`move:${direction}:${itemKey}`}
              disabled={disabled}
              className={moveButtonClass}
              aria-label={t(direction === "up" ? "reorder.upNamed" : "reorder.downNamed", { name })}
            >
              <span aria-hidden="true">{direction === "up" ? "↑" : "↓"}</span>
              <span className="sr-only sm:not-sr-only sm:ml-1">{t(direction === "up" ? "reorder.up" : "reorder.down")}</span>
            </button>
          </form>
        );
      })}
    </div>
  );
}

/**
 * An ordered list its owner rearranges. Every item has "move up" and "move down" buttons, each a
 * plain form post (the keyboard's and no-JavaScript way); with JavaScript the items can also be
 * dragged, and a move shows at once while the server saves it. `fields` are the hidden inputs
 * naming the item in the posts; `onDrop` posts the dragged item's new place.
 */
export function ReorderableList<Item>({
  items,
  keyOf,
  nameOf,
  action,
  intent,
  fields,
  dropFields,
  children,
  label,
}: {
  items: Item[];
  keyOf: (item: Item) => string;
  nameOf: (item: Item) => string;
  action: string;
  intent: string;
  fields: (item: Item) => Record<string, string>;
  /** The form a drop posts: the item moved and the new order. */
  dropFields: (moved: Item, order: Item[]) => Record<string, string | string[]>;
  children: (item: Item) => ReactNode;
  label: string;
}) {
  const { t } = useTranslation("recipe-lists");
  const hydrated = useHydrated();
  const csrfToken = useCsrfToken();
  const [order, setOrder] = useState(items);
  const [dragging, setDragging] = useState<string | null>(null);
  const focusAfterMove = useRef<string | null>(null);
  const { post, unansweredMoves, moveInFlight } = useMovesInOrder(action);
  // The server's order wins once it has answered every move made.
  useEffect(() => {
    if (!moveInFlight()) setOrder(items);
  }, [items, moveInFlight]);
  useEffect(() => {
    if (!focusAfterMove.current) return;
    const button = document.getElementById(focusAfterMove.current) as HTMLButtonElement | null;
    const [, direction, key] = focusAfterMove.current.split(":");
    const other = document.getElementById(`move:${direction === "up" ? "down" : "up"}:${key}`) as HTMLButtonElement | null;
    (button && !button.disabled ? button : other)?.focus();
    focusAfterMove.current = null;
  }, [order]);

  const moveLocally = (item: Item, to: number) => {
    const rest = order.filter((other) => keyOf(other) !== keyOf(item));
    const next = [...rest.slice(0, to), item, ...rest.slice(to)];
    setOrder(next);
    return next;
  };

  const formData = (values: Record<string, string | string[]>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
    return form;
  };

  return (
    <ol aria-label={label} aria-busy={unansweredMoves > 0 || undefined} className="space-y-3" data-reorderable={intent}>
      {order.map((item, index) => {
        const key = keyOf(item);
        const name = nameOf(item);
        return (
          <li
            key={key}
            draggable={hydrated}
            onDragStart={(event) => {
              setDragging(key);
              event.dataTransfer.effectAllowed = "move";
              event.dataTransfer.setData("text/plain", key);
            }}
            onDragOver={(event) => {
              if (dragging === null) return;
              event.preventDefault();
              if (dragging !== key) {
                const moved = order.find((other) => keyOf(other) === dragging);
                if (moved) moveLocally(moved, index);
              }
            }}
            onDrop={(event) => {
              event.preventDefault();
              const moved = order.find((other) => keyOf(other) === dragging);
              setDragging(null);
              if (!moved) return;
              post(formData({ intent, [ENHANCED_FIELD]: "1", [CSRF_FIELD]: csrfToken ?? "", ...dropFields(moved, order) }));
            }}
            onDragEnd={() => setDragging(null)}
            className={`flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-3 ${dragging === key ? "opacity-60" : ""}`}
            data-reorder-item={key}
          >
            {hydrated ? (
              <span aria-hidden="true" className="cursor-grab px-1 text-xl text-ink-muted select-none" title={t("reorder.drag")}>
                ⠿
              </span>
            ) : null}
            <div className="min-w-0 flex-1">{children(item)}</div>
            <MoveButtons
              itemKey={key}
              name={name}
              index={index}
              count={order.length}
              action={action}
              intent={intent}
              fields={fields(item)}
              onMove={(direction, form) => {
                focusAfterMove.current = `move:${direction}:${key}`;
                moveLocally(item, direction === "up" ? index - 1 : index + 1);
                post(form);
              }}
            />
          </li>
        );
      })}
    </ol>
  );
}
