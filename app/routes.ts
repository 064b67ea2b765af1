import type { RouteConfig } from "@remix-run/route-config";
import { pageTree } from "./page-tree";
import { routeConfigOf } from "./platform/routing/route-config";

/** Every route of the site: the pages declared in app/page-tree.ts, as Remix's route config. */
export default routeConfigOf(pageTree) satisfies RouteConfig;
