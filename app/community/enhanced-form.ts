/**
 * The hidden field a community form carries once the page has hydrated. Its action then answers a
 * success with data (the page stays, Remix reloads what changed); a plain HTML post, which never
 * has it, gets a redirect instead, so a reload never posts twice.
 */
export const ENHANCED_FIELD = "js";
