import { useCallback, useEffect, useRef, useState } from "react";
import { draftKey, type DraftPlace, forgetDraft, keepDraft, type PostDraft, readDraft } from "./post-draft";
import { usePostAccepted } from "./use-post-accepted";

/**
 * A compose form's draft (decision 102): what the member types is kept in this browser's
 * localStorage, under their id and the form's place, and given back (`restore`) when the form opens
 * again empty, that is when the server filled in nothing (`restorable`: no refused post, no quote of
 * the address). Forgotten when the post is accepted (the form then `reset`) or the member discards it.
 * Nothing is written until the member changes something, so opening a form never erases a draft.
 */
export function usePostDraft({
  memberId,
  place,
  values,
  restorable,
  restore,
  reset,
}: {
  memberId: number | null;
  place: DraftPlace;
  values: PostDraft;
  restorable: boolean;
  restore: (draft: PostDraft) => void;
  reset: () => void;
}) {
  const key = memberId === null ? null : draftKey(memberId, place);
  const [restored, setRestored] = useState(false);
  const drawn = useRef(JSON.stringify(values));
  const changed = useRef(false);
  const restoreNow = useRef(restore);
  restoreNow.current = restore;

  useEffect(() => {
    if (key === null || !restorable) return;
    const draft = readDraft(window.localStorage, key);
    if (!draft) return;
    restoreNow.current(draft);
    setRestored(true);
    // Only when the form opens: `restorable` changing later (a refused post) restores nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const serialized = JSON.stringify(values);
  useEffect(() => {
    if (key === null) return;
    if (!changed.current && serialized === drawn.current) return;
    changed.current = true;
    keepDraft(window.localStorage, key, JSON.parse(serialized) as PostDraft);
  }, [key, serialized]);

  const forget = useCallback(() => {
    if (key !== null) forgetDraft(window.localStorage, key);
    setRestored(false);
    reset();
  }, [key, reset]);
  usePostAccepted(forget);

  return { restored, discard: forget };
}
