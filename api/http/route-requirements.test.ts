import { describe, expect, it } from "vitest";
import { assertRequirementsDeclared, servedRoutes } from "./route-requirements";

describe("declared route requirements", () => {
  it("names a served route the registry does not know, so the app does not start with it", () => {
    const routes = [
      { method: "ALL", path: "*" },
      { method: "GET", path: "/api/recipes/:recipe" },
      { method: "POST", path: "/api/forums/:forum/threads" },
    ];
    expect(servedRoutes(routes)).toEqual(["GET /api/recipes/{recipe}", "POST /api/forums/{forum}/threads"]);
    expect(() => assertRequirementsDeclared(routes)).toThrow("Routes without a requirement in api/http/route-requirements.ts: POST /api/forums/{forum}/threads");
    expect(() => assertRequirementsDeclared(routes.slice(0, 2))).not.toThrow();
  });
});
