import { z } from "zod";
import { DEFAULT_PER_PAGE, MAX_PAGE, MAX_PER_PAGE, SEARCH_TEXT_MAX_LENGTH } from "../contract/limits";
import { stripUnsafeSearchText } from "../contract/search";

/** §5: free text is cut of angle brackets, "javascript:" and inline handlers ("onclick=") and kept under 500 characters. */
export const searchText = z
  .string({ message: "validation.string" })
  .max(SEARCH_TEXT_MAX_LENGTH, { message: "validation.too_long" })
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
  page: boundedInteger(1, MAX_PAGE).default(1),
  per_page: boundedInteger(1, MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
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
