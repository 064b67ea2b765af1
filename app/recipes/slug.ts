import { z } from "zod";

/** A slug: lowercase letters, digits and single hyphens, at most 200 characters. */
export const slugParam = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** "Paella Valenciana" or "Tortilla_de_Patatas" → "paella-valenciana", "tortilla-de-patatas". */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
