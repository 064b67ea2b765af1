import { z } from "zod";
import { stripUnsafeSearchText } from "../contract/search";

/** §5: free text is cut of angle brackets, "javascript:" and inline handlers ("onclick=") and kept under 500 characters. */
export const searchText = z
  .string({ message: "validation.string" })
  .max(500, { message: "validation.too_long" })
  .transform((text) => stripUnsafeSearchText(text).trim());

/** An integer query parameter between two bounds; out of range it says "… debe estar entre {min} y {max}". */
export function boundedInteger(min: number, max: number) {
  return z.coerce
    .number({ message: "validation.integer" })
    .int({ message: "validation.integer" })
    .refine((value) => value >= min && value <= max, { message: "validation.between", params: { min, max } });
}

/** §5/§9: page 1..1000, per_page 1..100 (default 20). */
export const pageParams = {
  page: boundedInteger(1, 1000).default(1),
  per_page: boundedInteger(1, 100).default(20),
};

export function pageMeta(total: number, page: number, perPage: number) {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    next_cursor: null,
  };
}
