import type { FacetCounters } from "./facet-counts";
import type { PageRequest } from "./index-scan";
import type { LinkColumn, ScannedColumns } from "./recipe-columns";
import type { ResolvedFilters } from "../query/resolve-filters";
import type { NumberArray } from "./shared-arrays";
import type { TextMatch } from "./text-index";

/** The scanned columns' names, as the scan workers receive them. */
export const scannedColumnNames = [
  "id",
  "authorId",
  "publishedAt",
  "isAiChef",
  "difficulty",
  "activeMinutes",
  "totalMinutes",
  "servings",
  "calories",
  "averageRating",
  "reviewsCount",
  "isFeatured",
  "hasVideo",
  "categories",
  "ingredients",
  "tags",
  "titleKeyEs",
  "titleKeyEn",
] as const satisfies readonly Exclude<keyof ScannedColumns, "size">[];

/**
 * What the request thread and a scan worker say to each other (decisions/037). A column, a link
 * column or a text match crosses once per worker, under a number ("part"); later messages name it
 * by that number, so the worker keeps the same object and what the scan derives from it (ranges,
 * inverted links, the published list) from one search to the next.
 */
export type Part = NumberArray | string[] | LinkColumn | TextMatch;

export type ColumnsRef = { size: number } & Record<(typeof scannedColumnNames)[number], number>;

export type ScanCall =
  | { kind: "page"; filters: ResolvedFilters; request: PageRequest }
  | { kind: "facets"; filters: ResolvedFilters; largestIds: { category: number; ingredient: number; tag: number }; now: number };

export interface ScanMessage {
  seq: number;
  /** Parts this worker has not seen yet. */
  parts: [number, Part][];
  /** Parts no message will name again: the worker lets them go. */
  drop: number[];
  columns: ColumnsRef;
  text: number | null;
  call: ScanCall;
}

export type ScanResult = { ids: number[]; total: number } | FacetCounters;

export type ScanReply = { seq: number; result: ScanResult } | { seq: number; error: string };
