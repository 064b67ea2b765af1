/**
 * Who listens to which channel in this process, and how an event reaches them: directly, and with
 * REDIS_URL through a Redis pub/sub channel that every API process listens to, so an event accepted
 * by one process reaches sockets held by the others.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { logWarning } from "../observability/log";
import { closeRedis, connectRedis, reportRedisOutages } from "../redis/redis-connection";

export interface LiveEvent {
  event: string;
  channels: string[];
  /** The publisher's JSON string, passed on untouched. */
  data: string;
  /** The socket that caused the event, which does not get it back. */
  exceptSocketId?: string;
}

export interface ChannelMember {
  readonly socketId: string;
  deliver(frame: string): void;
}

export interface ChannelHub {
  kind: "memory" | "redis";
  join(channel: string, member: ChannelMember): void;
  leave(channel: string, member: ChannelMember): void;
  subscriberCount(channel: string): number;
  /** Delivers to this process's sockets now; with Redis, also publishes for the other processes. */
  dispatch(events: readonly LiveEvent[]): Promise<void>;
  close(): Promise<void>;
}

export interface ChannelHubOptions {
  redisUrl?: string;
  /** Scopes the Redis channel, so apps sharing one Redis never see each other's events. */
  appId: string;
  log?: (line: string) => void;
}

const fanOutMessage = z.object({
  origin: z.string(),
  events: z.array(
    z.object({
      event: z.string(),
      channels: z.array(z.string()),
      data: z.string(),
      exceptSocketId: z.string().optional(),
    }),
  ),
});

export function createChannelHub(options: ChannelHubOptions): ChannelHub {
  const log = options.log ?? logWarning;
  const channels = new Map<string, Set<ChannelMember>>();

  function deliverLocally(events: readonly LiveEvent[]) {
    for (const { event, channels: names, data, exceptSocketId } of events) {
      for (const channel of names) {
        const members = channels.get(channel);
        if (!members) continue;
        // One serialisation per channel, however many sockets listen.
        const frame = JSON.stringify({ event, channel, data });
        for (const member of members) {
          if (member.socketId !== exceptSocketId) member.deliver(frame);
        }
      }
    }
  }

  const local = {
    join(channel: string, member: ChannelMember) {
      let members = channels.get(channel);
      if (!members) channels.set(channel, (members = new Set()));
      members.add(member);
    },
    leave(channel: string, member: ChannelMember) {
      const members = channels.get(channel);
      if (!members) return;
      members.delete(member);
      if (members.size === 0) channels.delete(channel);
    },
    subscriberCount(channel: string) {
      return channels.get(channel)?.size ?? 0;
    },
  };

  const redisUrl = options.redisUrl?.trim();
  if (!redisUrl) {
    return {
      kind: "memory",
      ...local,
      async dispatch(events) {
        deliverLocally(events);
      },
      async close() {
        channels.clear();
      },
    };
  }

  const redisChannel = `sazon:live:${options.appId}`;
  // Our own messages come back from Redis: the origin tells us they were delivered already.
  const origin = randomBytes(12).toString("hex");
  const publisher = connectRedis(redisUrl, "commands");
  const subscriber = connectRedis(redisUrl, "subscriber");
  reportRedisOutages([publisher, subscriber], (error) => log(`[live] Redis connection error (${error.message}); events reach only this process's sockets until it reconnects`));

  subscriber.subscribe(redisChannel).catch((error: Error) => log(`[live] could not subscribe to ${redisChannel}: ${error.message}`));
  subscriber.on("message", (channel: string, message: string) => {
    if (channel !== redisChannel) return;
    let parsed: z.infer<typeof fanOutMessage>;
    try {
      parsed = fanOutMessage.parse(JSON.parse(message));
    } catch {
      log(`[live] ignored a malformed message on ${redisChannel}`);
      return;
    }
    if (parsed.origin !== origin) deliverLocally(parsed.events);
  });

  return {
    kind: "redis",
    ...local,
    async dispatch(events) {
      deliverLocally(events);
      await publisher.publish(redisChannel, JSON.stringify({ origin, events }));
    },
    async close() {
      channels.clear();
      await Promise.all([closeRedis(subscriber), closeRedis(publisher)]);
    },
  };
}
