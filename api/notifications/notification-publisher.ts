import type { Context } from "hono";
import type { ApiBindings } from "../http/bindings";
import type { NotificationPublisher } from "./notifier";

/** The request's way to publish live notifications: the broadcaster of the API's services. */
export function notificationPublisher(c: Context<ApiBindings>): NotificationPublisher {
  return (c.var.services as { broadcaster?: NotificationPublisher }).broadcaster ?? { publish: async () => undefined };
}
