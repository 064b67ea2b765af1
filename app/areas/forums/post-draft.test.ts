import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../../tests/support/memory-storage";
import { draftKey, forgetDraft, keepDraft, readDraft } from "./post-draft";

describe("forum compose drafts", () => {
  it("are one per member and form: another member on the same browser reads none", () => {
    const storage = memoryStorage();
    keepDraft(storage, draftKey(7, { thread: 12 }), { text: "Yo lo hago con poco aceite" });
    expect(readDraft(storage, draftKey(7, { thread: 12 }))).toEqual({ text: "Yo lo hago con poco aceite" });
    expect(readDraft(storage, draftKey(8, { thread: 12 }))).toBeNull();
    expect(readDraft(storage, draftKey(7, { thread: 13 }))).toBeNull();
    expect(readDraft(storage, draftKey(7, "new-thread"))).toBeNull();
  });

  it("keep a new thread's title, category and text, and are forgotten once their words are gone", () => {
    const storage = memoryStorage();
    const key = draftKey(7, "new-thread");
    keepDraft(storage, key, { title: "¿Arroz suelto?", category: "tecnicas", text: "" });
    expect(readDraft(storage, key)).toEqual({ title: "¿Arroz suelto?", category: "tecnicas", text: "" });
    // A category alone (chosen, or come with the address) is no draft.
    keepDraft(storage, key, { title: " ", category: "tecnicas", text: "" });
    expect(storage.values.has(key)).toBe(false);
    keepDraft(storage, key, { text: "Algo" });
    forgetDraft(storage, key);
    expect(readDraft(storage, key)).toBeNull();
  });

  it("read nothing from a value written by something else, or from a storage that refuses", () => {
    const storage = memoryStorage();
    storage.setItem(draftKey(7, "new-thread"), "{not json");
    storage.setItem(draftKey(7, { thread: 1 }), JSON.stringify({ text: 3 }));
    expect(readDraft(storage, draftKey(7, "new-thread"))).toBeNull();
    expect(readDraft(storage, draftKey(7, { thread: 1 }))).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    expect(readDraft(refusing, draftKey(7, "new-thread"))).toBeNull();
    expect(() => keepDraft(refusing, draftKey(7, "new-thread"), { text: "Algo" })).not.toThrow();
  });
});
