import type { Rollup } from "vite";

/**
 * Rollup warnings that say nothing is wrong, left out of the build's output so a healthy first
 * `npm start` does not look broken: resource routes have no browser code, so their client chunks
 * are empty by design (EMPTY_BUNDLE); and a dependency's comments that Rollup cannot read as
 * annotations (INVALID_ANNOTATION, zod's) are dropped harmlessly. Anything else, or an annotation
 * problem in our own code, is still shown.
 */
export function quietBuildWarnings(warning: Rollup.RollupLog, show: (warning: Rollup.RollupLog) => void) {
  if (warning.code === "EMPTY_BUNDLE") return;
  if (warning.code === "INVALID_ANNOTATION" && /[\\/]node_modules[\\/]/.test(warning.id ?? "")) return;
  show(warning);
}
