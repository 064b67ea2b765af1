import { z } from "zod";
import { forumThreadKey } from "../contract/forums";
import { outboxEventType } from "../outbox/outbox-events";
import { replyRecipients } from "./forum-watches";

const member = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/**
 * A forum reply (decision 087): the thread's author, the quoted member and those watching are told,
 * once each per reply (the event key), as their preferences allow. The link is the thread's
 * canonical address (decision 083, as app/areas/forums/forum-paths.ts writes it) at the reply.
 */
export const forumReplyEvent = outboxEventType(
  "forum_reply",
  z.object({
    reply: z.object({ id: z.number().int() }),
    thread: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }),
    replier: member,
  }),
  async ({ reply, thread, replier }, db) => ({
    points: [],
    activity: [],
    notifications: (await replyRecipients(db, reply.id)).map((userId) => ({
      userId,
      type: "forum_reply",
      eventKey: `forum_reply:${reply.id}`,
      facts: { actor: replier, thread: thread.title, link: `/forums/t/${forumThreadKey(thread)}#reply-${reply.id}` },
    })),
    badges: [],
  }),
);
