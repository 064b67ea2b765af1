import { z } from "zod";
import { MEMBER_SLUG_MAX_LENGTH } from "./limits";
import { hasForbiddenCharacters } from "./text";

/** Someone who uses a shopping list: its owner, or a member it is shared with. */
const shoppingListPerson = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    avatar_url: z.string().nullable(),
    role: z.enum(["owner", "member"]),
    /** When they were invited (the owner: when the list was made). */
    since: z.string(),
  })
  .meta({ id: "ShoppingListPerson" });
export type ShoppingListPerson = z.infer<typeof shoppingListPerson>;

/** Everyone on a list, the owner first, then members in the order they joined. */
export const shoppingListPeople = z.array(shoppingListPerson);

/** A list the member may use: their own, or one shared with them. */
export const usableShoppingList = z
  .object({
    id: z.number().int(),
    name: z.string(),
    owner: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    role: z.enum(["owner", "member"]),
    members_count: z.number().int(),
  })
  .meta({ id: "UsableShoppingList" });
export type UsableShoppingList = z.infer<typeof usableShoppingList>;

/** Invites a member by their handle (the slug in their profile's address, with or without "@"). */
export const inviteBody = z.object({
  handle: z
    .string({ message: "validation.required" })
    .trim()
    .transform((handle) => handle.replace(/^@/, "").toLowerCase())
    .pipe(
      z
        .string()
        .min(1, { message: "validation.required" })
        .max(MEMBER_SLUG_MAX_LENGTH, { message: "validation.too_long" })
        .refine((handle) => !hasForbiddenCharacters(handle), { message: "validation.format" }),
    ),
});

/** An invitation to someone's list waiting for the member's answer (decision 077). */
export const pendingInvitation = z
  .object({
    list_id: z.number().int(),
    list_name: z.string(),
    owner: z.object({ name: z.string(), slug: z.string() }),
    invited_at: z.string(),
  })
  .meta({ id: "PendingShoppingListInvitation" });
export type PendingInvitation = z.infer<typeof pendingInvitation>;
