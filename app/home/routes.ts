import { index, type RouteConfigEntry } from "@remix-run/route-config";

export const homeRoutes: RouteConfigEntry[] = [index("home/home.tsx", { id: "home" })];
