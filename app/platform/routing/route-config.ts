import { index, layout, prefix, route, type RouteConfigEntry } from "@remix-run/route-config";
import type { PageNode } from "./page-declaration";

/** Remix's route config for the declared pages: the same ids, files and layouts; planned paths have no route. */
export function routeConfigOf(nodes: readonly PageNode[]): RouteConfigEntry[] {
  return nodes.flatMap((node): RouteConfigEntry[] => {
    switch (node.kind) {
      case "page": {
        if (node.path === undefined) return [index(node.module, { id: node.policies.id })];
        const options = { id: node.policies.id, ...(node.index ? { index: true } : {}) };
        return [node.children.length > 0 ? route(node.path, node.module, options, routeConfigOf(node.children)) : route(node.path, node.module, options)];
      }
      case "layout":
        return [layout(node.module, { id: node.id }, routeConfigOf(node.children))];
      case "prefix":
        return prefix(node.path, routeConfigOf(node.children));
      case "locale":
        return [route(":lang?", node.module, { id: node.id }, routeConfigOf(node.children))];
      case "not-found":
        return [route("*", node.module, { id: node.id })];
      case "planned":
        return [];
    }
  });
}
