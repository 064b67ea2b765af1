/**
 * The server's route matching, as patches/@remix-run+router+*.patch makes it (decisions 059, 088): a
 * route tree is flattened and ranked once, and each path matched once per tree, not on each of the
 * five matches a document makes.
 */
import { matchRoutes, type AgnosticRouteObject, type Router, type StaticHandler, type StaticHandlerContext } from "@remix-run/router";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// Required from where @remix-run/react requires it (the patched CommonJS file): its dependency, not ours.
const fromRemixReact = createRequire(createRequire(import.meta.url).resolve("@remix-run/react"));
const staticRouting = "react-router-dom/server";
const { createStaticHandler, createStaticRouter } = fromRemixReact(staticRouting) as {
  createStaticHandler(routes: AgnosticRouteObject[]): StaticHandler;
  createStaticRouter(routes: StaticHandler["dataRoutes"], context: StaticHandlerContext): Router;
};

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

  it("gives each caller its own matches of a path matched before, whatever the first caller did with theirs", () => {
    const routes = routeTree();
    const first = matchRoutes(routes, "/en/receta/sangria")!;
    (first[1]!.params as Record<string, string>).slug = "changed";
    first.pop();
    const again = matchRoutes(routes, "/en/receta/sangria")!;
    expect(again.map((match) => match.route.id)).toEqual(["root", "recipe"]);
    expect(again[1]!.params).toEqual({ lang: "en", slug: "sangria" });
    expect(again[0]).not.toBe(first[0]);
    // Another spelling of the same page keeps its own parameters.
    expect(matchRoutes(routes, "/EN/receta/Sangria")?.at(-1)?.params).toEqual({ lang: "EN", slug: "Sangria" });
    expect(matchRoutes(routes, "/nada/que/ver")).toBeNull();
    expect(matchRoutes(routes, "/nada/que/ver")).toBeNull();
  });

  it("keeps a bounded number of paths per tree and still matches the ones it let go", () => {
    const routes = routeTree();
    for (let index = 0; index < 2_100; index++) expect(matchRoutes(routes, `/receta/plato-${index}`)?.at(-1)?.params.slug).toBe(`plato-${index}`);
    expect(matchedIds(routes, "/receta/plato-0")).toEqual(["root", "recipe"]);
  });

  it("makes a tree's data routes once for every render, each render with its own matches", async () => {
    const handler = createStaticHandler([{ id: "root", path: "/", loader: () => "root", children: [{ id: "recipe", path: "receta/:slug", loader: () => "recipe" }] }]);
    const recipe = await handler.query(new Request("http://sazon.test/receta/sangria"));
    const home = await handler.query(new Request("http://sazon.test/"));
    if (recipe instanceof Response || home instanceof Response) throw new Error("a loader answered with a response");
    const [first, second] = [createStaticRouter(handler.dataRoutes, recipe), createStaticRouter(handler.dataRoutes, home)];
    expect(second.routes).toBe(first.routes);
    expect(first.state.matches.map((match) => match.route.id)).toEqual(["root", "recipe"]);
    expect(first.state.matches.at(-1)?.params).toEqual({ slug: "sangria" });
    expect(second.state.matches.map((match) => match.route.id)).toEqual(["root"]);
  });
});
