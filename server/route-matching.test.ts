/**
 * The server's route matching, as patches/@remix-run+router+*.patch makes it (decision 059): a route
 * tree is flattened and ranked once, not on each of the five matches a document makes.
 */
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

function routeTree(): AgnosticRouteObject[] {
  return [
    {
      id: "root",
      path: "/:lang?",
      children: [
        { id: "home", index: true },
        { id: "recipe", path: "receta/:slug" },
        { id: "new-recipe", path: "receta/nueva" },
        { id: "files", path: "archivos/*" },
      ],
    },
  ];
}

function matchedIds(routes: AgnosticRouteObject[], pathname: string) {
  return matchRoutes(routes, pathname)?.map((match) => match.route.id);
}

describe("route matching on the server", () => {
  it("matches as the framework does: ranking, optional segments, parameters, splats and any case", () => {
    const routes = routeTree();
    expect(matchedIds(routes, "/")).toEqual(["root", "home"]);
    expect(matchedIds(routes, "/receta/nueva")).toEqual(["root", "new-recipe"]);
    expect(matchedIds(routes, "/RECETA/NUEVA")).toEqual(["root", "new-recipe"]);
    const recipe = matchRoutes(routes, "/en/receta/sangria/");
    expect(recipe?.map((match) => match.route.id)).toEqual(["root", "recipe"]);
    expect(recipe?.at(-1)?.params).toEqual({ lang: "en", slug: "sangria" });
    expect(matchRoutes(routes, "/archivos/a/b.txt")?.at(-1)?.params["*"]).toBe("a/b.txt");
    expect(matchRoutes(routes, "/nada/que/ver")).toBeNull();
  });

  it("ranks a route tree once and reuses it for every later match of the same tree", () => {
    const routes = routeTree();
    expect(matchedIds(routes, "/receta/sangria")).toEqual(["root", "recipe"]);
    // Never done by the framework on the server; here it shows the ranked branches are kept.
    routes[0]!.children!.push({ id: "sangria-page", path: "receta/sangria" });
    expect(matchedIds(routes, "/receta/sangria")).toEqual(["root", "recipe"]);
    expect(matchedIds([...routes], "/receta/sangria")).toEqual(["root", "sangria-page"]);
  });
});
