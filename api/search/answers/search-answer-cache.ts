import { createContentCache } from "../../content-cache/content-cache";

/** Search answers and facet counts (§9: they live 1800 s at most; the content version makes any change show at once). */
export const cachedSearchAnswer = createContentCache({ maxEntries: 1_000, maxAgeMs: 1_800_000 });
