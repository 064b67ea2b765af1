import { useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useNonce } from "~/platform/http/nonce";
import { useLocale } from "~/platform/i18n/use-locale";

const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js";
/** The hidden field Turnstile adds to the form; actions pass it on as `captcha_token`. */
const CAPTCHA_FIELD = "cf-turnstile-response";

type Turnstile = { render: (element: HTMLElement, options: { sitekey: string; language: string }) => void };

/**
 * Cloudflare Turnstile, only when a site key is configured (§5); otherwise nothing at all. On a full
 * page load the script renders the widget itself; after a client-side navigation it is rendered here.
 */
export function CaptchaField() {
  const siteKey = useRouteLoaderData<{ captchaSiteKey?: string | null }>("root")?.captchaSiteKey;
  const nonce = useNonce();
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!siteKey || !element || element.childElementCount > 0) return;
    const render = () => (window as { turnstile?: Turnstile }).turnstile?.render(element, { sitekey: siteKey, language: locale });
    if ((window as { turnstile?: Turnstile }).turnstile) return void render();
    if (!document.querySelector(`script[src="${TURNSTILE_SCRIPT}"]`)) {
      const script = document.createElement("script");
      script.src = TURNSTILE_SCRIPT;
      script.async = true;
      document.head.append(script);
    }
  }, [siteKey, locale]);

  if (!siteKey) return null;
  return (
    <>
      <script src={TURNSTILE_SCRIPT} async defer nonce={nonce} />
      <div ref={container} className="cf-turnstile min-h-16" data-sitekey={siteKey} data-language={locale} />
    </>
  );
}

/** The captcha answer of a submitted form, if any. */
export function captchaToken(form: FormData): string | undefined {
  const value = form.get(CAPTCHA_FIELD);
  return typeof value === "string" && value.length > 0 ? value : undefined;
}
