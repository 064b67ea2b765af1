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
  /** Takes the socket off `channel` at once and tells its client the subscription is refused (403). */
  revoke(channel: string): void;
  /** Closes the socket asking the client to reconnect at once (Pusher's 4200): it subscribes again, and is signed again or refused. */
  reconnect(): void;
}

/** A member no longer allowed on a private channel: `userId` as /broadcasting/auth signed it. */
interface Eviction {
  channel: string;
  userId: number;
}

export interface ChannelHub {
  kind: "memory" | "redis";
  join(channel: string, member: ChannelMember): void;
  leave(channel: string, member: ChannelMember): void;
  subscriberCount(channel: string): number;
  /** Remembers who /broadcasting/auth signed a private channel for on a socket, so `evict` finds their sockets. */
  recordGrant(socketId: string, channel: string, userId: number): void;
  /**
   * Ends a member's subscriptions to a channel in every process: the sockets signed for them are
   * revoked; sockets signed in another process (unknown here) are asked to reconnect, which signs
   * them again or refuses them.
   */
  evict(eviction: Eviction): Promise<void>;
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
  evictions: z.array(z.object({ channel: z.string(), userId: z.number().int() })).default([]),
  events: z.array(
    z.object({
      event: z.string(),
      channels: z.array(z.string()),
      data: z.string(),
      exceptSocketId: z.string().optional(),
    }),
  ),
});

/** Grants kept at most: one per socket and private channel, forgotten when the socket leaves it. */
const MAX_GRANTS = 100_000;

export function createChannelHub(options: ChannelHubOptions): ChannelHub {
  const log = options.log ?? logWarning;
  const channels = new Map<string, Set<ChannelMember>>();
  const grants = new Map<string, number>();
  const grantKey = (socketId: string, channel: string) => `${socketId} ${channel}`;

  function evictLocally(evictions: readonly Eviction[]) {
    for (const { channel, userId } of evictions) {
      for (const member of [...(channels.get(channel) ?? [])]) {
        const grantedTo = grants.get(grantKey(member.socketId, channel));
        if (grantedTo === userId) member.revoke(channel);
        else if (grantedTo === undefined) member.reconnect();
      }
    }
  }

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
      grants.delete(grantKey(member.socketId, channel));
      const members = channels.get(channel);
      if (!members) return;
      members.delete(member);
      if (members.size === 0) channels.delete(channel);
    },
    subscriberCount(channel: string) {
      return channels.get(channel)?.size ?? 0;
    },
    recordGrant(socketId: string, channel: string, userId: number) {
      if (grants.size >= MAX_GRANTS) grants.delete(grants.keys().next().value!);
      grants.set(grantKey(socketId, channel), userId);
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
      async evict(eviction) {
        evictLocally([eviction]);
      },
      async close() {
        channels.clear();
        grants.clear();
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
    if (parsed.origin === origin) return;
    evictLocally(parsed.evictions);
    deliverLocally(parsed.events);
  });

  return {
    kind: "redis",
    ...local,
    async dispatch(events) {
      deliverLocally(events);
      await publisher.publish(redisChannel, JSON.stringify({ origin, events }));
    },
    async evict(eviction) {
      evictLocally([eviction]);
      await publisher.publish(redisChannel, JSON.stringify({ origin, evictions: [eviction], events: [] }));
    },
    async close() {
      channels.clear();
      grants.clear();
      await Promise.all([closeRedis(subscriber), closeRedis(publisher)]);
    },
  };
}
