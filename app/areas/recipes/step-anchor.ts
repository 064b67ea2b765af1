/** The fragment of a step on the recipe page ("#step-3"), shared by the page and its structured data. */
export const stepAnchor = (position: number) => `step-${position}`;
