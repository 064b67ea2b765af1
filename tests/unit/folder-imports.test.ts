import { describe, expect, it } from "vitest";
import { backEdges, type FolderEdge, folderGraph, knots } from "../../scripts/folder-imports";

/**
 * Folder imports run one way (issue 29, point 4; decisions/067 and 068): api/'s folders form no
 * knot. An import that would tie one is listed by `node --import tsx scripts/folder-imports.ts api`
 * with its files; move the shared part to the area that owns it, or to plumbing named for what it
 * does. (Until 068 this was a ceiling on the folders in api/'s knot; it is now none.)
 */

const edge = (from: string, to: string): FolderEdge => ({ from, to, files: [{ importer: `${from}/a.ts`, imported: `${to}/b.ts` }] });

describe("the folder import graph", () => {
  it("finds a knot and the edge that closes it, and no knot in a graph that runs one way", () => {
    const oneWay = [edge("recipes", "http"), edge("community", "recipes"), edge("community", "http")];
    expect(knots(oneWay)).toEqual([]);
    const tied = [...oneWay, edge("http", "community")];
    expect(knots(tied)).toEqual([["community", "http", "recipes"]]);
    expect(backEdges(tied, ["community", "http", "recipes"]).map(({ from, to }) => `${from}->${to}`)).toEqual(["http->community"]);
  });

  it("finds no knot among api/'s folders", () => {
    const graph = folderGraph("api");
    // The graph is real: the routes' plumbing is imported by the areas.
    expect(graph.some(({ from, to }) => from === "community" && to === "http")).toBe(true);
    // A failure names the knot's folders; the script lists the edges that tie them, with their files.
    expect(knots(graph)).toEqual([]);
  });

  // decisions/073: app/ is grouped into shell → areas → components → platform, and its folders import one way.
  it("finds app/'s folders, grouped, importing one way", () => {
    const graph = folderGraph("app");
    expect(graph.some(({ from, to }) => from === "areas/search" && to === "platform/routing")).toBe(true);
    expect(knots(graph)).toEqual([]);
  });
});
