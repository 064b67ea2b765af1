import { z } from "zod";

/** A ticked box sends "on"; one left unticked sends nothing, which means false. */
export function toggleSchema(keys: readonly string[]) {
  return z.object(Object.fromEntries(keys.map((key) => [key, z.literal("on").optional()])));
}

export type ToggleSection = "notifications" | "privacy";
