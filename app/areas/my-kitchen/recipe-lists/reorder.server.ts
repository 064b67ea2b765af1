import { z } from "zod";
import { RECIPE_LISTS_PER_MEMBER, SLUG_MAX_LENGTH } from "#api/contract/limits";

/** The place an item moves to, 0-based, for "up" or "down"; undefined when it cannot move. */
export function movedIndex(index: number, direction: "up" | "down", length: number): number | undefined {
  const to = direction === "up" ? index - 1 : index + 1;
  return index < 0 || to < 0 || to >= length ? undefined : to;
}

export const direction = z.enum(["up", "down"]);
export const slugList = z.array(z.string().min(1).max(SLUG_MAX_LENGTH)).min(1).max(RECIPE_LISTS_PER_MEMBER);

/** `order` with the item at `from` moved to `to`. */
export function moveItem<T>(order: T[], from: number, to: number): T[] {
  const next = order.filter((_, index) => index !== from);
  next.splice(to, 0, order[from]!);
  return next;
}
