import type { AppLoadContext } from "@remix-run/node";
import { type LiveSettings, websocketsEnabled } from "./live-settings";

/**
 * The live client's settings from the web app's environment. `tokenFingerprint` is the member's
 * (their private channels are signed with their token); empty for public channels, which anyone
 * hears, so a page kept for every visitor may carry these settings.
 */
export function liveSettingsOf(env: AppLoadContext["env"], tokenFingerprint = ""): LiveSettings {
  return {
    enabled: websocketsEnabled(env.WEBSOCKETS_ENABLED),
    key: env.REVERB_APP_KEY,
    host: env.LIVE_WS_HOST ?? null,
    port: env.LIVE_WS_PORT ?? null,
    scheme: env.LIVE_WS_SCHEME ?? null,
    tokenFingerprint,
  };
}
