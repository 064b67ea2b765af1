/**
 * Cloudflare Turnstile verification.
 *
 * The verifier is enabled only when a real site key and secret key are
 * configured (TURNSTILE_SITE_KEY / TURNSTILE_SECRET_KEY). Otherwise it warns
 * once and accepts every request, so local development works without keys.
 *
 * Protocol: https://developers.cloudflare.com/turnstile/get-started/server-side-validation/
 */
import { logWarning } from "../observability/log";

export interface CaptchaSettings {
  siteKey?: string;
  secretKey?: string;
  verifyUrl?: string;
}

export interface CaptchaVerifier {
  enabled: boolean;
  verify(token: string | undefined, remoteIp?: string): Promise<boolean>;
}

const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
const CAPTCHA_TIMEOUT_MS = 10_000;
/** Turnstile tokens are at most 2048 characters; anything longer is rejected without a request. */
const MAX_TOKEN_LENGTH = 2048;

/** Values that are clearly copied from an example file rather than real keys. */
const PLACEHOLDERS = new Set(["changeme", "change-me", "placeholder", "todo", "xxx", "your-site-key", "your-secret-key", "your_site_key", "your_secret_key"]);

function isRealKey(value: string | undefined): boolean {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "") return false;
  const lower = trimmed.toLowerCase();
  return !PLACEHOLDERS.has(lower) && !/^x+$/.test(lower);
}

export function createCaptchaVerifier(settings: CaptchaSettings, log: (line: string) => void = logWarning): CaptchaVerifier {
  const enabled = isRealKey(settings.siteKey) && isRealKey(settings.secretKey);

  if (!enabled) {
    log(
      "captcha: Turnstile verification is DISABLED because no real site key and secret are configured " +
        "(set TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY); all captcha checks will pass.",
    );
    return {
      enabled: false,
      async verify() {
        return true;
      },
    };
  }

  const secret = (settings.secretKey ?? "").trim();
  const verifyUrl = settings.verifyUrl?.trim() || TURNSTILE_VERIFY_URL;

  return {
    enabled: true,
    async verify(token, remoteIp) {
      const response = token?.trim() ?? "";
      if (response === "" || response.length > MAX_TOKEN_LENGTH) return false;

      const body = new URLSearchParams({ secret, response });
      const ip = remoteIp?.trim();
      if (ip) body.set("remoteip", ip);

      try {
        const res = await fetch(verifyUrl, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body,
          signal: AbortSignal.timeout(CAPTCHA_TIMEOUT_MS),
        });
        const text = await res.text();
        let answer: unknown;
        try {
          answer = JSON.parse(text);
        } catch {
          log(`captcha: Turnstile answered HTTP ${res.status} with a non-JSON body; treating as failed`);
          return false;
        }
        if (!res.ok) {
          log(`captcha: Turnstile answered HTTP ${res.status}; treating as failed`);
          return false;
        }
        return typeof answer === "object" && answer !== null && (answer as { success?: unknown }).success === true;
      } catch (error) {
        log(`captcha: Turnstile verification request failed: ${describeError(error)}`);
        return false;
      }
    },
  };
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch() wraps the socket error ("fetch failed"); the cause says what happened.
  const cause = (error as { cause?: unknown }).cause;
  const causeText = cause instanceof Error ? `: ${(cause as { code?: string }).code ?? cause.message}` : "";
  return `${error.name}: ${error.message}${causeText}`;
}
