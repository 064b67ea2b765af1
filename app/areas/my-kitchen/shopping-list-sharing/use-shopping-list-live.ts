import { useRevalidator, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { SHOPPING_LIST_CHANGED_EVENT, type ShoppingListChange } from "#api/contract/shopping-list-live";
import { openLiveClient } from "~/platform/live/live-client";
import type { LiveSettings } from "~/platform/live/live-settings";
import { logError } from "~/platform/observability/log";
import { LOCALE_LAYOUT_ID } from "~/platform/routing/route-ids";

/**
 * Keeps a shared list's page current (decision 048): subscribes to the list's private channel with
 * the site's live client (as the bell does) and, when another member changes the list, loads it
 * again. The member's own changes already reload the page through its forms. Each time the channel
 * starts listening the list is loaded again too (decision 061): a change made after the page was
 * rendered, or while the connection was lost, was sent to nobody. The first time only for a list
 * someone else uses: nobody else can have changed a list of one's own.
 */
export function useShoppingListLive(listId: number, userId: number | null, shared: boolean) {
  const live = useRouteLoaderData<{ notifications: { live: LiveSettings } | null }>(LOCALE_LAYOUT_ID)?.notifications?.live ?? null;
  const { revalidate } = useRevalidator();
  // The newest revalidate without restarting the connection when its identity changes.
  const reload = useRef(revalidate);
  reload.current = revalidate;
  const sharedNow = useRef(shared);
  sharedNow.current = shared;
  const enabled = live?.enabled ?? false;
  const key = live?.key;
  const host = live?.host;
  const port = live?.port;
  const scheme = live?.scheme;
  const fingerprint = live?.tokenFingerprint;

  useEffect(() => {
    if (userId === null || !enabled) return;
    let cancelled = false;
    let disconnect = () => {};
    const channel = `shopping-list.${listId}`;
    (async () => {
      const echo = await openLiveClient({ key, host, port, scheme }, () => !cancelled);
      if (!echo) return;
      const subscription = echo.private(channel).listen(`.${SHOPPING_LIST_CHANGED_EVENT}`, (change: Partial<ShoppingListChange>) => {
        if (change.list_id === listId && change.by_user_id !== userId) reload.current();
      });
      let listenedBefore = false;
      subscription.subscribed(() => {
        if (listenedBefore || sharedNow.current) reload.current();
        listenedBefore = true;
        // Said on the page, for the browser tests and for anyone inspecting it: this list is followed live.
        document.body.setAttribute("data-shopping-list-live", String(listId));
      });
      disconnect = () => {
        document.body.removeAttribute("data-shopping-list-live");
        echo.leave(channel);
        echo.disconnect();
      };
    })().catch((error: unknown) => logError("[live] could not follow the shopping list", error));
    return () => {
      cancelled = true;
      disconnect();
    };
  }, [listId, userId, enabled, key, host, port, scheme, fingerprint]);
}
