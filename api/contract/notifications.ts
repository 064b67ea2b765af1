import { z } from "zod";
import { notificationTypes } from "./auth";
import { MARK_READ_MAX_IDS } from "./limits";

/** §3: a notification as the list reads it; `data` carries the worded message, the link and the age. */
const notification = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  data: z.object({ message: z.string(), link: z.string().nullable(), created_at_human: z.string() }).catchall(z.unknown()),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notificationPage = z.object({
  data: z.array(notification),
  meta: z.object({ current_page: z.number().int(), last_page: z.number().int(), per_page: z.number().int(), total: z.number().int(), unread_count: z.number().int() }),
});

/** §7: what `notification.created` carries on the member's private channel. */
export const liveNotification = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  message: z.string(),
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  created_at_human: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type LiveNotification = z.infer<typeof liveNotification>;

export const markReadBody = z.object({
  ids: z
    .array(z.string().uuid({ message: "validation.invalid" }))
    .min(1)
    .max(MARK_READ_MAX_IDS),
});

export const unreadCount = z.object({ unread_count: z.number().int() });

/** The private channel of a member (Laravel's default name for App\\Models\\User), the only one /broadcasting/auth signs. */
export const userChannel = (userId: number) => `private-App.Models.User.${userId}`;
export const NOTIFICATION_EVENT = "notification.created";
