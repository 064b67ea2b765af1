import path from "node:path";
import { type OAuthProvider, type OAuthProviderName, oauthProvidersFromSettings } from "./auth/oauth/oauth-providers";
import { type Broadcaster, createBroadcaster } from "./broadcasting/broadcaster";
import { type ChannelHub, createChannelHub } from "./broadcasting/channel-hub";
import type { ApiEnv } from "./config/env";
import type { Database } from "./db/client";
import { createDiskFileStore, type FileStore } from "./file-store/file-store";
import { createMailer, type Mailer } from "./mail/mailer";
import { logLine } from "./observability/log";
import type { OutboxEventTypes } from "./outbox/outbox-events";
import { createOutboxWorker, type OutboxWorker } from "./outbox/outbox-worker";
import { createDiskPhotoStorage, type PhotoStorage } from "./photos/photo-storage";
import { createPageFetcher, type PageFetcher } from "./recipe-import/page-fetcher";
import { type CaptchaVerifier, createCaptchaVerifier } from "./security/captcha";
import { createRateLimiter, type RateLimiter } from "./security/rate-limiter";
import { createTokenUses, type TokenUses } from "./access/token-uses";
import type { ApiServices } from "./http/bindings";

/**
 * What the API talks to besides its database: mail, rate limits, captcha, OAuth providers. The
 * interface is declared empty in the plumbing (`http/bindings.ts`, read by every route as
 * `c.var.services`) and filled here, by declaration merging, so the plumbing does not import the
 * composition root or the areas whose services it holds (decision 068).
 */
declare module "./http/bindings" {
  interface ApiServices {
    mailer: Mailer;
    rateLimiter: RateLimiter;
    captcha: CaptchaVerifier;
    oauthProviders: Partial<Record<OAuthProviderName, OAuthProvider>>;
    /** Publishes live events (Pusher HTTP API): `broadcaster.publish(userChannel(id), "notification.created", payload)`. */
    broadcaster: Broadcaster;
    /** This process's websocket subscribers, shared through Redis with the other processes when REDIS_URL is set. */
    liveChannels: ChannelHub;
    /** Does what writes left in the outbox (points, badges, notifications and their live push), off the request. */
    outbox: OutboxWorker;
    /** When each member's token was last used, written in batches off the request. */
    tokenUses: TokenUses;
    /** Members' uploads (avatars), on disk under DATA_DIR/uploads (decision 042). */
    uploads: FileStore;
    /** Members' photos, `{id}/{width}.{avif|webp}`, on disk under DATA_DIR/photos (decision 053); a bucket could stand in. */
    photoStorage: PhotoStorage;
    /**
     * Fetches the pages members import recipes from, public addresses only (decision 051). Tests of
     * the import replace it with one whose policy admits their loopback page server.
     */
    pageFetcher: PageFetcher;
    close(): Promise<void>;
  }
}

export type { ApiServices };

/** `eventTypes`: the areas' outbox events (api/outbox-event-types.ts), given by the process that composes the API, so the plumbing here names no area's events. */
/** `db`: where rate limits are counted without Redis (left out, they are counted in memory: benchmarks). */
export function createApiServices(env: ApiEnv, eventTypes: OutboxEventTypes, log: (line: string) => void = logLine, db?: Database): ApiServices {
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, outboxDir: path.join(env.dataDir, "outbox"), from: env.MAIL_FROM, log });
  const rateLimiter = createRateLimiter({ redisUrl: env.REDIS_URL, db });
  const captcha = createCaptchaVerifier({ siteKey: env.TURNSTILE_SITE_KEY, secretKey: env.TURNSTILE_SECRET_KEY, verifyUrl: env.TURNSTILE_VERIFY_URL }, (line) => log(line));
  const oauthProviders = oauthProvidersFromSettings(env.raw, env.apiPublicUrl);
  const broadcaster = createBroadcaster(env.broadcasting, log);
  const liveChannels = createChannelHub({ redisUrl: env.REDIS_URL, appId: env.broadcasting.appId, log });
  const outbox = createOutboxWorker({ publisher: broadcaster, eventTypes, log });
  const tokenUses = createTokenUses({ log });
  return {
    mailer,
    rateLimiter,
    captcha,
    oauthProviders,
    broadcaster,
    liveChannels,
    outbox,
    tokenUses,
    uploads: createDiskFileStore(path.join(env.dataDir, "uploads")),
    photoStorage: createDiskPhotoStorage(path.join(env.dataDir, "photos")),
    pageFetcher: createPageFetcher({ userAgent: `SazonRecipeImport/1.0 (+${env.siteUrl})` }),
    async close() {
      // Events in hand first (they publish), then publishes in flight: they may still be on their way to this process's live server.
      await Promise.all([outbox.close(), tokenUses.close()]);
      await broadcaster.close();
      await Promise.allSettled([mailer.close(), rateLimiter.close(), liveChannels.close()]);
    },
  };
}
