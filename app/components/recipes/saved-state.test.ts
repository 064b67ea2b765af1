import { describe, expect, it } from "vitest";
import { optimisticSaves, pendingSaveOf, SAVE_INTENT } from "./saved-state";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("saves on their way", () => {
  it("reads only this area's posts with a real recipe id", () => {
    expect(pendingSaveOf(form({ intent: SAVE_INTENT.save, recipe: "12" }))).toEqual({ recipeId: 12, saving: true });
    expect(pendingSaveOf(form({ intent: SAVE_INTENT.unsave, recipe: "12" }))).toEqual({ recipeId: 12, saving: false });
    expect(pendingSaveOf(form({ intent: "follow", recipe: "12" }))).toBeUndefined();
    expect(pendingSaveOf(form({ intent: SAVE_INTENT.save, recipe: "doce" }))).toBeUndefined();
    expect(pendingSaveOf(form({ intent: SAVE_INTENT.save, recipe: "0" }))).toBeUndefined();
    expect(pendingSaveOf(undefined)).toBeUndefined();
  });

  it("shows what is being sent over what was loaded, counting only real changes", () => {
    const loaded = { count: 2, recipe_ids: [1, 2] };
    const none = optimisticSaves(loaded, []);
    expect([none.count, none.isSaved(1), none.isSaved(3)]).toEqual([2, true, false]);
    const now = optimisticSaves(loaded, [
      { recipeId: 3, saving: true },
      { recipeId: 1, saving: false },
      // Saving one already saved changes nothing.
      { recipeId: 2, saving: true },
    ]);
    expect([now.count, now.isSaved(1), now.isSaved(2), now.isSaved(3)]).toEqual([2, false, true, true]);
    // The latest sending wins: saved then unsaved again.
    const back = optimisticSaves(loaded, [
      { recipeId: 3, saving: true },
      { recipeId: 3, saving: false },
    ]);
    expect([back.count, back.isSaved(3)]).toEqual([2, false]);
    expect(optimisticSaves({ count: 0, recipe_ids: [] }, [{ recipeId: 5, saving: false }]).count).toBe(0);
  });
});
