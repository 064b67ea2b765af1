import { z } from "zod";
import { SLUG_MAX_LENGTH } from "./limits";

/** What a slug looks like: lowercase letters and digits in runs joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from an address: lowercase letters, digits and single hyphens, at most 200 characters. */
export const slugParam = z.string().max(SLUG_MAX_LENGTH).regex(slugPattern);
