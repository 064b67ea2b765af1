/**
 * What every kitchen has (salt, oil, water, sugar, spices): as a filter it narrows nothing a cook
 * cares about, so the search's options list it last (issue 30), and a forum post that names it in
 * passing is not linked to it (decision 099).
 */
const PANTRY_GROUPS = new Set(["spice", "oil", "condiment", "sweetener", "baking"]);
const PANTRY_SLUGS = new Set(["agua"]);

export const isPantryStaple = (entry: { slug: string; group: string }) => PANTRY_GROUPS.has(entry.group) || PANTRY_SLUGS.has(entry.slug);
