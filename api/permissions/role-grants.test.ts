import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashPassword } from "../auth/passwords";
import { authUser } from "../contract/auth";
import { apiPaths } from "../contract/paths";
import { roleChanges, roleGrants, users } from "../db/schema";
import { useTestApi } from "../../tests/support/api-harness";
import { createUser, issueAccessToken } from "../../tests/support/factories";
import { grantRole, revokeRole, rolesOf } from "./role-grants";

/** Roles granted and revoked on a real database, each change on record, and what the API then lets a member do (decision 064). */
const api = useTestApi();

const changesOf = (userId: number) =>
  api.db
    .select({ role: roleChanges.role, change: roleChanges.change, actorId: roleChanges.actorId, at: roleChanges.at })
    .from(roleChanges)
    .where(eq(roleChanges.userId, userId))
    .orderBy(roleChanges.id);

describe("granting and revoking roles", () => {
  it("stores a grant once and records who made it and when; revoking records that too", async () => {
    const [admin, ines] = [await createUser(api.db, { roles: ["admin"] }), await createUser(api.db)];
    const before = new Date();

    expect(await grantRole(api.db, { userId: ines.id, role: "moderator", actorId: admin.id })).toBe(true);
    expect(await grantRole(api.db, { userId: ines.id, role: "moderator", actorId: admin.id })).toBe(false);
    expect(await grantRole(api.db, { userId: ines.id, role: "editor", actorId: admin.id })).toBe(true);
    expect(await rolesOf(api.db, ines.id)).toEqual(["moderator", "editor"]);
    const [grant] = await api.db.select().from(roleGrants).where(eq(roleGrants.userId, ines.id)).limit(1);
    expect(grant).toMatchObject({ role: "moderator", grantedById: admin.id });

    expect(await revokeRole(api.db, { userId: ines.id, role: "moderator", actorId: admin.id })).toBe(true);
    expect(await revokeRole(api.db, { userId: ines.id, role: "moderator", actorId: admin.id })).toBe(false);
    expect(await rolesOf(api.db, ines.id)).toEqual(["editor"]);

    const changes = await changesOf(ines.id);
    expect(changes.map(({ role, change, actorId }) => ({ role, change, actorId }))).toEqual([
      { role: "moderator", change: "grant", actorId: admin.id },
      { role: "editor", change: "grant", actorId: admin.id },
      { role: "moderator", change: "revoke", actorId: admin.id },
    ]);
    for (const { at } of changes) expect(at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it("keeps the record when the one who acted leaves, and a grant by the system names no one", async () => {
    const [admin, ramon] = [await createUser(api.db, { roles: ["admin"] }), await createUser(api.db)];
    await grantRole(api.db, { userId: ramon.id, role: "host", actorId: admin.id });
    await grantRole(api.db, { userId: ramon.id, role: "editor", actorId: null, at: new Date("2026-02-01T10:00:00Z") });
    await api.db.delete(users).where(eq(users.id, admin.id));

    expect(await rolesOf(api.db, ramon.id)).toEqual(["editor", "host"]);
    expect(await changesOf(ramon.id)).toEqual([
      { role: "host", change: "grant", actorId: null, at: expect.any(Date) },
      { role: "editor", change: "grant", actorId: null, at: new Date("2026-02-01T10:00:00Z") },
    ]);
  });

  it("takes effect on the member's next call, and the profile answers the roles and the plan", async () => {
    const [admin, grace] = [await createUser(api.db, { roles: ["admin"] }), await createUser(api.db)];
    const token = await issueAccessToken(api.db, grace.id, "test");
    const profile = async () => authUser.parse(((await (await api.request(apiPaths.profile, { token })).json()) as { data: unknown }).data);
    const cspReports = async () => (await api.request(apiPaths.adminCspReports, { token })).status;

    expect(await profile()).toMatchObject({ role: "user", roles: [], plan: "free" });
    expect(await cspReports()).toBe(403);

    await grantRole(api.db, { userId: grace.id, role: "admin", actorId: admin.id });
    expect(await profile()).toMatchObject({ role: "admin", roles: ["admin"] });
    expect(await cspReports()).toBe(200);

    await grantRole(api.db, { userId: grace.id, role: "host", actorId: admin.id });
    await revokeRole(api.db, { userId: grace.id, role: "admin", actorId: admin.id });
    expect(await profile()).toMatchObject({ role: "user", roles: ["host"] });
    expect(await cspReports()).toBe(403);
  });

  it("signs an admin in with the roles they hold", async () => {
    await createUser(api.db, { email: "rosa@example.com", passwordHash: await hashPassword("una-clave-bien-larga-1"), roles: ["admin", "editor"] });
    const answer = await api.request(apiPaths.login, { method: "POST", json: { email: "rosa@example.com", password: "una-clave-bien-larga-1" } });
    expect(answer.status).toBe(200);
    const { user } = (await answer.json()) as { user: unknown };
    expect(authUser.parse(user)).toMatchObject({ role: "admin", roles: ["editor", "admin"] });
  });
});
