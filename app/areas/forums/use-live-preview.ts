import { type MouseEvent, useCallback, useEffect, useRef, useState } from "react";
import { FORUM_BODY_MIN_LENGTH } from "#api/contract/limits";
import { useCsrfToken } from "~/platform/http/csrf-field";
import { CSRF_FIELD } from "~/platform/http/csrf-token";
import { useLocale } from "~/platform/i18n/use-locale";

/** Decision 102: the preview is asked this long after the last keystroke. */
const LIVE_PREVIEW_DEBOUNCE_MS = 400;
const PREVIEW_ENDPOINT = "/resources/forum-preview";

/**
 * A compose form's live preview (decision 102): the server's rendering of `text` (the form's
 * current text), asked 400 ms after the typing stops, only for a text not asked about yet, one
 * request at a time. The API allows a member so many previews an hour; at its 429 the live preview
 * stops for the page's life and says so, and the Preview button works as without JavaScript.
 * `serverPreview` is the action's answer to that button: it shows until the next live one.
 */
export function useLivePreview(text: string, serverPreview: string | null | undefined) {
  const token = useCsrfToken();
  const locale = useLocale();
  // undefined: no live answer since the server's; null: nothing to preview (too short).
  const [live, setLive] = useState<string | null | undefined>(undefined);
  const [seenServerPreview, setSeenServerPreview] = useState(serverPreview);
  const [paused, setPaused] = useState(false);
  const [busy, setBusy] = useState(false);
  // What the page already shows a preview of (or nothing of): the text as drawn is not asked again.
  const asked = useRef(text.trim());
  const sending = useRef(false);
  const [answered, setAnswered] = useState(0);
  if (serverPreview !== seenServerPreview) {
    setSeenServerPreview(serverPreview);
    setLive(undefined);
  }

  const send = useCallback(
    async (wanted: string) => {
      asked.current = wanted;
      if (wanted.length < FORUM_BODY_MIN_LENGTH) return setLive(null);
      sending.current = true;
      setBusy(true);
      try {
        const body = new URLSearchParams({ text: wanted, locale, [CSRF_FIELD]: token ?? "" });
        const response = await fetch(PREVIEW_ENDPOINT, { method: "POST", body, headers: { Accept: "application/json" } });
        if (response.status === 429) setPaused(true);
        const answer = response.ok ? ((await response.json()) as { html?: unknown }) : null;
        // Only the renderer's sanitised HTML is ever shown; any other answer leaves the last preview (the next change asks again).
        if (typeof answer?.html === "string") setLive(answer.html);
      } catch {
        // Offline or the server away: the last preview stays until the next change.
      } finally {
        sending.current = false;
        setBusy(false);
        setAnswered((count) => count + 1);
      }
    },
    [locale, token],
  );

  useEffect(() => {
    const wanted = text.trim();
    // While one is on its way, its answer runs this again (`answered`), for the text typed meanwhile.
    if (paused || sending.current || wanted === asked.current) return;
    const timer = window.setTimeout(() => void send(wanted), LIVE_PREVIEW_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, paused, answered, send]);

  /** The Preview button: at once, in place, unless there is nothing to ask (the action then says why) or the live preview has stopped. */
  const previewNow = (event: MouseEvent<HTMLButtonElement>) => {
    const wanted = text.trim();
    if (paused || wanted.length < FORUM_BODY_MIN_LENGTH) return;
    event.preventDefault();
    if (!sending.current && wanted !== asked.current) void send(wanted);
  };

  return { html: live === undefined ? serverPreview : live, paused, busy, previewNow };
}
