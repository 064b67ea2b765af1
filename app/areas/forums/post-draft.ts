import { z } from "zod";

/** What a compose form keeps while its member types: a reply's text (and the reply it quotes), or a new thread's title, category and text. */
const postDraft = z.object({
  text: z.string(),
  title: z.string().optional(),
  category: z.string().optional(),
  /** The reply a reply's draft quotes (its Quote button's), so its "in reply to" survives too. */
  quote: z.object({ id: z.number().int().positive(), name: z.string() }).optional(),
});
export type PostDraft = z.infer<typeof postDraft>;

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The form a draft belongs to: one thread's reply form, or the new-thread form. */
export type DraftPlace = { thread: number } | "new-thread";

/** One member's draft of one form: keyed by the member too, so a shared browser shows nobody another's words. */
export function draftKey(memberId: number, place: DraftPlace): string {
  return `sazon:forum-draft:${memberId}:${place === "new-thread" ? "new-thread" : `thread-${place.thread}`}`;
}

/** A draft worth keeping has words in it: a category chosen alone (or come from the address) is not one. */
function hasWords(draft: PostDraft): boolean {
  return draft.text.trim() !== "" || (draft.title ?? "").trim() !== "";
}

/** The kept draft, or null (none, storage refused, or a value from elsewhere). */
export function readDraft(storage: StorageLike, key: string): PostDraft | null {
  try {
    const stored = storage.getItem(key);
    if (stored === null) return null;
    const parsed = postDraft.safeParse(JSON.parse(stored));
    return parsed.success && hasWords(parsed.data) ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the draft, or forgets it once its words are gone. */
export function keepDraft(storage: StorageLike, key: string, draft: PostDraft): void {
  try {
    if (hasWords(draft)) storage.setItem(key, JSON.stringify(draft));
    else storage.removeItem(key);
  } catch {
    // Storage refused (private mode, full): the form still works, it just keeps nothing.
  }
}

export function forgetDraft(storage: StorageLike, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
