import { describe, expect, it } from "vitest";
import { backEdges, type FolderEdge, folderGraph, knots } from "../../scripts/folder-imports";

/**
 * Folder imports are to run one way (issue 29, point 4; decisions/067). api/ is not there yet: its
 * folders still form one knot, held by the edges `node --import tsx scripts/folder-imports.ts api`
 * lists. Until they are gone the knot may shrink, never grow: lower the ceiling as edges go, and
 * make this test ask for no knot at all once api/ is acyclic.
 */
// 22 since roles joined (decision 064): api/permissions reads grants through db, and auth reads it for every token.
const API_FOLDERS_IN_KNOTS_AT_MOST = 22;

const edge = (from: string, to: string): FolderEdge => ({ from, to, files: [{ importer: `${from}/a.ts`, imported: `${to}/b.ts` }] });

describe("the folder import graph", () => {
  it("finds a knot and the edge that closes it, and no knot in a graph that runs one way", () => {
    const oneWay = [edge("recipes", "http"), edge("community", "recipes"), edge("community", "http")];
    expect(knots(oneWay)).toEqual([]);
    const tied = [...oneWay, edge("http", "community")];
    expect(knots(tied)).toEqual([["community", "http", "recipes"]]);
    expect(backEdges(tied, ["community", "http", "recipes"]).map(({ from, to }) => `${from}->${to}`)).toEqual(["http->community"]);
  });

  it(`keeps api/'s folders in knots at ${API_FOLDERS_IN_KNOTS_AT_MOST} or fewer`, () => {
    const graph = folderGraph("api");
    // The graph is real: the routes' plumbing is imported by the areas.
    expect(graph.some(({ from, to }) => from === "community" && to === "http")).toBe(true);
    expect(knots(graph).flat().length).toBeLessThanOrEqual(API_FOLDERS_IN_KNOTS_AT_MOST);
  });

  // decisions/073: app/ is grouped into shell → areas → components → platform, and its folders import one way.
  it("finds app/'s folders, grouped, importing one way", () => {
    const graph = folderGraph("app");
    expect(graph.some(({ from, to }) => from === "areas/search" && to === "platform/routing")).toBe(true);
    expect(knots(graph)).toEqual([]);
  });
});
