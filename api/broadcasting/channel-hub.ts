/**
 * Who listens to which channel in this process, and how an event reaches them: directly, and with
 * REDIS_URL through a Redis pub/sub channel that every API process listens to, so an event accepted
 * by one process reaches sockets held by the others.
 */
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { z } from "zod";

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

const CLOSE_GRACE_MS = 2_000;

export function createChannelHub(options: ChannelHubOptions): ChannelHub {
  const log = options.log ?? console.warn;
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
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null, enableOfflineQueue: true });

  let reportedOutage = false;
  const onError = (error: Error) => {
    if (reportedOutage) return;
    reportedOutage = true;
    log(`[live] Redis connection error (${error.message}); events reach only this process's sockets until it reconnects`);
  };
  for (const client of [publisher, subscriber]) {
    client.on("error", onError);
    client.on("ready", () => (reportedOutage = false));
  }

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
      await Promise.all([quitRedis(subscriber), quitRedis(publisher)]);
    },
  };
}

async function quitRedis(client: Redis) {
  if (client.status === "end") return;
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), CLOSE_GRACE_MS);
    timer.unref();
  });
  try {
    if ((await Promise.race([client.quit(), gaveUp])) === "timeout") client.disconnect();
  } catch {
    client.disconnect();
  } finally {
    clearTimeout(timer);
  }
}
