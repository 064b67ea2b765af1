/** What the browser needs to open the live channel; host, port and scheme null mean "the page's own". */
export interface LiveSettings {
  enabled: boolean;
  key: string;
  host: string | null;
  port: number | null;
  scheme: "http" | "https" | null;
  /** Changes when the member's token does, so the client reconnects (§4). */
  tokenFingerprint: string;
}

/** §9: websockets only when the public flag is true or 'true'. */
export function websocketsEnabled(flag: unknown): boolean {
  return flag === true || flag === "true";
}
