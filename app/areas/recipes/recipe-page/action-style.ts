/** The look every control of the recipe page's action bar shares: one height, one border, one colour. */
export const actionButtonClass =
  "inline-flex min-h-11 cursor-pointer list-none items-center justify-center gap-2 rounded-lg border border-line bg-surface px-4 py-2 text-sm font-semibold leading-snug text-accent hover:bg-accent-soft [&::-webkit-details-marker]:hidden";

/** The heading of a section inside one of the bar's menus. */
export const menuHeadingClass = "text-base font-semibold";
