import { route, type RouteConfigEntry } from "@remix-run/route-config";

/** The member's pantry and "what can I make" (decision 048), in the user-area layout; needs sign-in (§2's /user/ prefix). */
export const pantryRoutes: RouteConfigEntry[] = [route("user/pantry", "pantry/pantry.tsx", { id: "pantry/pantry" })];
