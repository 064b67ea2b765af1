import { z } from "zod";
import { FORUM_POST_EVENT, FORUM_THREAD_EVENT, forumCategoryChannel, forumPostChanges, type ForumPostLive, forumThreadChannel, type ForumThreadLive } from "../contract/forum-live";
import { forumThreadKey } from "../contract/forums";
import type { LiveBroadcast } from "../outbox/outbox-effects";
import type { NotificationFacts } from "../notifications/notification-messages";
import type { NotificationEvent } from "../notifications/notifier";
import { outboxEventType } from "../outbox/outbox-events";
import { mentionRecipients } from "./forum-mentions";
import { replyRecipients } from "./forum-watches";

const member = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
const thread = z.object({ id: z.number().int(), title: z.string(), slug: z.string() });
/** The handles the post mentions (`mentionedHandles`), resolved to members when the event is done. */
const mentions = z.array(z.string()).default([]);

/** One notification of a post to each member, keyed by the post: once per member and post. */
function told(userIds: number[], type: NotificationEvent["type"], eventKey: string, facts: NotificationFacts): NotificationEvent[] {
  return userIds.map((userId) => ({ userId, type, eventKey, facts }));
}

const noRewards = { points: [], activity: [], badges: [] };

/** What a thread's open pages are told of one of its posts (decision 098). */
const postBroadcast = (payload: ForumPostLive): LiveBroadcast => ({ channel: forumThreadChannel(payload.thread_id), event: FORUM_POST_EVENT, payload });

/**
 * A forum reply (decision 087): the members it mentions are told of the mention; the thread's
 * author, the quoted member and those watching who are not mentioned, of the reply; each once per
 * reply (the event keys), as their preferences allow. The link is the thread's canonical address
 * (decision 083, as app/areas/forums/forum-paths.ts writes it) at the reply.
 */
export const forumReplyEvent = outboxEventType(
  "forum_reply",
  z.object({ reply: z.object({ id: z.number().int() }), thread, replier: member, mentions }),
  async ({ reply, thread, replier, mentions }, db) => {
    const [mentioned, recipients] = await Promise.all([mentionRecipients(db, mentions, replier.id, thread.id), replyRecipients(db, reply.id)]);
    const facts = { actor: replier, thread: thread.title, link: `/forums/t/${forumThreadKey(thread)}?reply=${reply.id}#reply-${reply.id}` };
    return {
      ...noRewards,
      broadcasts: [postBroadcast({ thread_id: thread.id, reply_id: reply.id, change: "published" })],
      notifications: [
        ...told(mentioned, "forum_mention", `forum_mention:reply:${reply.id}`, facts),
        ...told(
          recipients.filter((id) => !mentioned.includes(id)),
          "forum_reply",
          `forum_reply:${reply.id}`,
          facts,
        ),
      ],
    };
  },
);

/**
 * A thread published (posted by a trusted member, or approved): its category's open pages are told
 * (decision 098), and each member its opening post mentions, once (decision 087). `category` is
 * absent from events stored before it was added.
 */
export const forumThreadEvent = outboxEventType(
  "forum_thread",
  z.object({ thread, author: member, mentions, category: z.number().int().optional() }),
  async ({ thread, author, mentions, category }, db) => ({
    ...noRewards,
    broadcasts:
      category === undefined
        ? []
        : [{ channel: forumCategoryChannel(category), event: FORUM_THREAD_EVENT, payload: { category_id: category, thread_id: thread.id } satisfies ForumThreadLive }],
    notifications: told(await mentionRecipients(db, mentions, author.id, thread.id), "forum_mention", `forum_mention:thread:${thread.id}`, {
      actor: author,
      thread: thread.title,
      link: `/forums/t/${forumThreadKey(thread)}`,
    }),
  }),
);

/**
 * The handles an edit added to a published post (decision 101): the members they name are told as a
 * new post's mentions tell them (decision 087), under the post's own event key, so a member is never
 * told twice of one post, whichever version named them. The writer is the editor.
 */
export const forumEditMentionsEvent = outboxEventType(
  "forum_edit_mentions",
  z.object({ thread, reply: z.number().int().nullable(), writer: member, mentions }),
  async ({ thread, reply, writer, mentions }, db) => {
    const threadPath = `/forums/t/${forumThreadKey(thread)}`;
    return {
      ...noRewards,
      broadcasts: [],
      notifications: told(
        await mentionRecipients(db, mentions, writer.id, thread.id),
        "forum_mention",
        reply === null ? `forum_mention:thread:${thread.id}` : `forum_mention:reply:${reply}`,
        { actor: writer, thread: thread.title, link: reply === null ? threadPath : `${threadPath}?reply=${reply}#reply-${reply}` },
      ),
    };
  },
);

/** A published post edited, or a post hidden by flags, removed or restored by a moderator: the thread's open pages are told (decision 098). */
export const forumPostChangedEvent = outboxEventType(
  "forum_post_changed",
  z.object({ thread: z.number().int(), reply: z.number().int().nullable(), change: z.enum(forumPostChanges) }),
  ({ thread, reply, change }) => ({ ...noRewards, notifications: [], broadcasts: [postBroadcast({ thread_id: thread, reply_id: reply, change })] }),
);
