import type { RouteConfig } from "@remix-run/route-config";
import { flatRoutes } from "@remix-run/fs-routes";

// File-system routes (one module per page under app/routes), as the v3_routeConfig flag asks.
export default flatRoutes({ ignoredRouteFiles: ["**/*.test.{ts,tsx}", "**/.*"] }) satisfies RouteConfig;
