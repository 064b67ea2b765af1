import { z } from "zod";
import { forumThreadKey } from "../contract/forums";
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

/** A new thread whose opening post mentions members: each is told once (decision 087). */
export const forumThreadEvent = outboxEventType("forum_thread", z.object({ thread, author: member, mentions }), async ({ thread, author, mentions }, db) => ({
  ...noRewards,
  notifications: told(await mentionRecipients(db, mentions, author.id, thread.id), "forum_mention", `forum_mention:thread:${thread.id}`, {
    actor: author,
    thread: thread.title,
    link: `/forums/t/${forumThreadKey(thread)}`,
  }),
}));
