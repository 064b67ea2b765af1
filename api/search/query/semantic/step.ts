import type { Apply } from "./filter-builder";

/** What a catalogue name stands for once read. */
export type Target =
  | { kind: "ingredient"; id: number }
  | { kind: "category"; id: number }
  | { kind: "tag"; slug: string }
  /** A kind of food ruled out as one ("sin frutos secos"): its catalogue ingredients. */
  | { kind: "foodKind"; slug: string; ids: readonly number[] };

/** What a matcher read from one position, and how far. */
export type Step =
  | { kind: "rule"; end: number; apply: Apply }
  | { kind: "negation"; end: number }
  | { kind: "inclusion"; end: number }
  | { kind: "term"; end: number; target: Target; exclude: boolean; opensNegation: boolean };
