import { useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FORUM_POST_EVENT, FORUM_THREAD_EVENT, forumCategoryChannel, forumPostLive, forumThreadChannel, forumThreadLive } from "#api/contract/forum-live";
import { Button, ButtonLink } from "~/components/ui/button";
import type { LiveSettings } from "~/platform/live/live-settings";
import { usePublicChannel } from "~/platform/live/use-public-channel";

/**
 * The forums' live notices (decision 098): what arrived since the page was drawn is counted, never
 * put in the reader's way; a button brings it in (the page's data loaded again, so what is shown is
 * what the server rendered), or, when it is on another page of the list, a link goes there. The
 * region is on the page from the start, empty, so screen readers announce what is added to it.
 */
function LiveNotice({ text, action }: { text: string | null; action: { label: string; href: string | null; onClick: () => void } }) {
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-20 flex justify-center px-4" data-live-notice>
      {text ? (
        <p className="pointer-events-auto flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface px-4 py-2 shadow-raised">
          <span data-live-notice-text>{text}</span>
          {action.href ? (
            <ButtonLink variant="secondary" to={action.href} preventScrollReset>
              {action.label}
            </ButtonLink>
          ) : (
            <Button variant="secondary" onClick={action.onClick}>
              {action.label}
            </Button>
          )}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A thread's new replies and changes. `shown`: the replies on this page; `openingShown`: whether the
 * opening post is (the first page only); `elsewhere(id)`: the address of a reply that is not on it
 * (null on the last page, where new replies arrive).
 */
export function ThreadLiveNotice({
  live,
  threadId,
  shown,
  openingShown,
  elsewhere,
}: {
  live: LiveSettings | null;
  threadId: number;
  shown: number[];
  openingShown: boolean;
  elsewhere: (id: number) => string | null;
}) {
  const { t } = useTranslation("forums");
  const { revalidate, state } = useRevalidator();
  const [added, setAdded] = useState<number[]>([]);
  const [changed, setChanged] = useState(false);
  const [resumed, setResumed] = useState(false);
  // New data from the server (the button, a form, a revalidation): what it shows is no longer new.
  useEffect(() => {
    setAdded((ids) => ids.filter((id) => !shown.includes(id)));
    setChanged(false);
    setResumed(false);
  }, [shown]);
  usePublicChannel(
    live,
    forumThreadChannel(threadId),
    FORUM_POST_EVENT,
    (data) => {
      const event = forumPostLive.safeParse(data);
      if (!event.success || event.data.thread_id !== threadId) return;
      const { reply_id: reply, change } = event.data;
      if (change === "published" && reply !== null && !shown.includes(reply)) setAdded((ids) => (ids.includes(reply) ? ids : [...ids, reply]));
      else if (reply === null ? openingShown : shown.includes(reply)) setChanged(true);
    },
    () => setResumed(true),
  );
  const text = added.length > 0 ? t("live.newReplies", { count: added.length }) : changed ? t("live.changed") : resumed ? t("live.resumed") : null;
  const away = added.length > 0 ? elsewhere(added[0]!) : null;
  return <LiveNotice text={text} action={{ label: t("live.show"), href: away, onClick: () => state === "idle" && revalidate() }} />;
}

/** A category's new threads. `firstPage`: the address of its first page by latest activity, when this is not it. */
export function CategoryLiveNotice({ live, categoryId, shown, firstPage }: { live: LiveSettings | null; categoryId: number; shown: number[]; firstPage: string | null }) {
  const { t } = useTranslation("forums");
  const { revalidate, state } = useRevalidator();
  const [added, setAdded] = useState<number[]>([]);
  const [resumed, setResumed] = useState(false);
  useEffect(() => {
    setAdded((ids) => ids.filter((id) => !shown.includes(id)));
    setResumed(false);
  }, [shown]);
  usePublicChannel(
    live,
    forumCategoryChannel(categoryId),
    FORUM_THREAD_EVENT,
    (data) => {
      const event = forumThreadLive.safeParse(data);
      if (!event.success || event.data.category_id !== categoryId) return;
      const thread = event.data.thread_id;
      if (!shown.includes(thread)) setAdded((ids) => (ids.includes(thread) ? ids : [...ids, thread]));
    },
    () => setResumed(true),
  );
  return (
    <LiveNotice
      text={added.length > 0 ? t("live.newThreads", { count: added.length }) : resumed ? t("live.resumed") : null}
      action={{ label: t("live.show"), href: firstPage, onClick: () => state === "idle" && revalidate() }}
    />
  );
}
