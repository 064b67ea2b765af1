import type { LiveSettings } from "./live-settings";

/** The web app signs channels with the session's token, which never reaches the browser. */
const LIVE_AUTH_ENDPOINT = "/resources/broadcasting-auth";

/**
 * The site's live client (§4) for these settings, its libraries loaded only when asked for: the
 * bell's and the shared shopping list's. Host, port and scheme left null are the page's own. Null,
 * with no connection opened, when `wanted` says no once the libraries have loaded (the page moved on).
 */
export async function openLiveClient({ key, host, port, scheme }: Partial<Pick<LiveSettings, "key" | "host" | "port" | "scheme">>, wanted: () => boolean) {
  const [{ default: Echo }, { default: Pusher }] = await Promise.all([import("laravel-echo"), import("pusher-js")]);
  if (!wanted()) return null;
  const secure = (scheme ?? window.location.protocol.replace(":", "")) === "https";
  const wsPort = port ?? (Number(window.location.port) || (secure ? 443 : 80));
  return new Echo({
    broadcaster: "reverb",
    key,
    wsHost: host ?? window.location.hostname,
    wsPort,
    wssPort: wsPort,
    forceTLS: secure,
    enabledTransports: ["ws", "wss"],
    disableStats: true,
    cluster: "",
    authEndpoint: LIVE_AUTH_ENDPOINT,
    Pusher,
  });
}
