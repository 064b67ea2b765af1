import { describe, expect, it } from "vitest";
import { can, grantedRoles, permissions, type Subject } from "./permissions";

const member = (roles: Subject["roles"] = [], plan: Subject["plan"] = "free"): Subject => ({ id: 7, roles, plan });

describe("can", () => {
  it("gives every permission to some role or plan (the admin holds all but the plan's)", () => {
    const admin = member(["admin"], "plus");
    for (const permission of permissions) {
      const [action, entity] = permission.split(":");
      expect(can(admin, `${action}:${entity}` as Parameters<typeof can>[1], { ownerId: 8 }), permission).toBe(true);
    }
  });

  it("lets a visitor do nothing", () => {
    expect(can(undefined, "update:recipe", { ownerId: 7 })).toBe(false);
    expect(can(null, "view:admin-area")).toBe(false);
  });

  it("lets every member change what is their own, and only that", () => {
    expect(can(member(), "update:recipe", { ownerId: 7 })).toBe(true);
    expect(can(member(), "delete:cooksnap", { ownerId: 7 })).toBe(true);
    expect(can(member(), "update:recipe", { ownerId: 8 })).toBe(false);
    // No owner named: nothing is known to be theirs.
    expect(can(member(), "update:recipe")).toBe(false);
  });

  it("lets a role's :any reach everyone's", () => {
    expect(can(member(["editor"]), "update:recipe", { ownerId: 8 })).toBe(true);
    expect(can(member(["editor"]), "delete:cooksnap", { ownerId: 8 })).toBe(false);
    expect(can(member(["moderator"]), "delete:cooksnap", { ownerId: 8 })).toBe(true);
    expect(can(member(["moderator"]), "update:recipe", { ownerId: 8 })).toBe(false);
    expect(can(member(["admin"]), "update:recipe", { ownerId: 8 })).toBe(true);
    expect(can(member(["admin"]), "delete:cooksnap", { ownerId: 8 })).toBe(true);
  });

  it("keeps the admin area to the admin role", () => {
    for (const role of grantedRoles) expect(can(member([role]), "view:admin-area"), role).toBe(role === "admin");
    expect(can(member(["admin"]), "read:csp-report")).toBe(true);
    expect(can(member(["moderator", "editor", "host"]), "review:ingredient-proposal")).toBe(false);
  });

  it("reads the plan as an entitlement, which no role gives", () => {
    expect(can(member([], "plus"), "use:plus-feature")).toBe(true);
    expect(can(member([], "free"), "use:plus-feature")).toBe(false);
    expect(can(member([...grantedRoles], "free"), "use:plus-feature")).toBe(false);
    // A plan is no role: plus gives no staff permission.
    expect(can(member([], "plus"), "view:admin-area")).toBe(false);
  });
});
