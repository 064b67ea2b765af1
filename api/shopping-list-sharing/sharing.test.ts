import { describe, expect, it, vi } from "vitest";
import { notificationPreferences } from "../contract/auth";
import { dataEnvelope, validationErrorBody } from "../contract/envelopes";
import { notificationPage } from "../contract/notifications";
import { shoppingList } from "../contract/shopping-list";
import { SHOPPING_LIST_CHANGED_EVENT, shoppingListChannel } from "../contract/shopping-list-live";
import { shoppingListPeople, usableShoppingList } from "../contract/shopping-list-sharing";
import { useTestApi } from "../../tests/support/api-harness";
import { createUser, issueAccessToken } from "../../tests/support/factories";

/**
 * Sharing a shopping list through the API on a real database: inviting by handle (and what is
 * refused), the invited member's notification, members, leaving, and the live channel's
 * authorisation for the list's people only.
 */
const api = useTestApi();
const peopleAnswer = dataEnvelope(shoppingListPeople);
const usableAnswer = dataEnvelope(usableShoppingList.array());

interface Member {
  id: number;
  slug: string;
  name: string;
  token: string;
}

let sequence = 0;
async function member(fields: Parameters<typeof createUser>[1] = {}): Promise<Member> {
  const user = await createUser(api.db, { name: `Persona ${++sequence}`, ...fields });
  return { id: user.id, slug: user.slug, name: user.name, token: await issueAccessToken(api.db, user.id, "test") };
}

async function call(path: string, init: Parameters<typeof api.request>[1] = {}) {
  const response = await api.request(path, init);
  return { status: response.status, body: (await response.json()) as unknown };
}

async function ownListId(who: Member) {
  return dataEnvelope(shoppingList).parse((await call("/api/user/shopping-list", { token: who.token })).body).data.id;
}

const invite = (owner: Member, listId: number, handle: string, locale: "es" | "en" = "es") =>
  call(`/api/shopping-lists/${listId}/members`, { method: "POST", token: owner.token, json: { handle }, locale });

const channelAuth = (who: Member | null, channel: string) =>
  call("/api/broadcasting/auth", { method: "POST", token: who?.token, json: { socket_id: "123.456", channel_name: channel } });

describe("sharing a shopping list", () => {
  it("invites by handle, notifies the invited member in their language, and lets them use the list", async () => {
    const [ana, luis] = [await member(), await member({ contentLanguagePreference: "en" })];
    const listId = await ownListId(ana);
    const publish = vi.spyOn(api.services.broadcaster, "publish");

    const shared = await invite(ana, listId, `@${luis.slug.toUpperCase()}`);
    expect(shared.status).toBe(201);
    const people = peopleAnswer.extend({}).parse(shared.body).data;
    expect(people.map((person) => [person.slug, person.role])).toEqual([
      [ana.slug, "owner"],
      [luis.slug, "member"],
    ]);
    expect((shared.body as { message: string }).message).toBe(`Has compartido la lista con ${luis.name}.`);
    // The list's channel hears it; so does the invited member's own channel (the notification).
    expect(publish.mock.calls.some(([channel, event]) => channel === shoppingListChannel(listId) && event === SHOPPING_LIST_CHANGED_EVENT)).toBe(true);
    publish.mockRestore();

    const told = notificationPage.parse((await call("/api/notifications", { token: luis.token, locale: "en" })).body);
    expect(told.data[0]).toMatchObject({
      type: "shopping_list_shared",
      data: { message: `${ana.name} shared their list “Lista de la compra” with you`, link: `/user/shopping-list?list=${listId}` },
    });

    // Luis reads and ticks Ana's list, and sees it among his lists.
    expect((await call(`/api/shopping-lists/${listId}`, { token: luis.token })).status).toBe(200);
    const added = await call(`/api/shopping-lists/${listId}/lines`, { method: "POST", token: luis.token, json: { text: "Pan" } });
    expect(added.status).toBe(201);
    const lists = usableAnswer.parse((await call("/api/user/shopping-lists", { token: luis.token })).body).data;
    expect(lists.map((list) => [list.role, list.owner.slug])).toEqual([
      ["owner", luis.slug],
      ["member", ana.slug],
    ]);
    expect(lists[1]!.members_count).toBe(1);
    expect(peopleAnswer.parse((await call(`/api/shopping-lists/${listId}/members`, { token: luis.token })).body).data).toHaveLength(2);
  });

  it("refuses unknown handles, oneself, AI chefs and a second invitation, in both languages, changing nothing", async () => {
    const ana = await member();
    const chef = await member({ isAiChef: true });
    const luis = await member();
    const listId = await ownListId(ana);

    const unknown = await invite(ana, listId, "nadie-con-este-nombre");
    expect(unknown.status).toBe(422);
    expect(validationErrorBody.parse(unknown.body).errors.handle).toEqual(["No encontramos a ningún miembro con el nombre de usuario «nadie-con-este-nombre»."]);
    const unknownEn = await invite(ana, listId, "nadie-con-este-nombre", "en");
    expect(validationErrorBody.parse(unknownEn.body).message).toBe("We could not find a member with the username “nadie-con-este-nombre”.");
    expect(validationErrorBody.parse((await invite(ana, listId, ana.slug)).body).message).toBe("No puedes compartir la lista contigo mismo.");
    expect((await invite(ana, listId, ana.slug, "en")).body).toMatchObject({ message: "You cannot share the list with yourself." });
    expect((await invite(ana, listId, chef.slug)).status).toBe(422);
    expect((await invite(ana, listId, "")).status).toBe(422);
    expect((await invite(ana, listId, "a\u0000b")).status).toBe(422);

    expect((await invite(ana, listId, luis.slug)).status).toBe(201);
    const again = await invite(ana, listId, luis.slug, "en");
    expect(again).toEqual({ status: 409, body: { message: `${luis.name} already shares this list.` } });
    expect(peopleAnswer.parse((await call(`/api/shopping-lists/${listId}/members`, { token: ana.token })).body).data).toHaveLength(2);
  });

  it("lets only the owner invite or remove, a member leave, and nobody else see who is on it", async () => {
    const [ana, luis, eva, intruder] = [await member(), await member(), await member(), await member()];
    const unverified = await member({ emailVerifiedAt: null });
    const listId = await ownListId(ana);
    await invite(ana, listId, luis.slug);
    await invite(ana, listId, eva.slug);

    // A member may not share further nor remove others; an outsider does not find the list.
    expect((await invite(luis, listId, intruder.slug)).status).toBe(403);
    expect((await call(`/api/shopping-lists/${listId}/members/${eva.slug}`, { method: "DELETE", token: luis.token })).status).toBe(403);
    expect((await invite(intruder, listId, intruder.slug)).status).toBe(404);
    expect((await call(`/api/shopping-lists/${listId}/members`, { token: intruder.token })).status).toBe(404);
    expect((await call(`/api/shopping-lists/${listId}`, { token: intruder.token })).status).toBe(404);
    expect((await call(`/api/shopping-lists/${listId}/members/${luis.slug}`, { method: "DELETE", token: intruder.token })).status).toBe(404);
    expect((await call(`/api/shopping-lists/${listId}/members`)).status).toBe(401);
    // Sharing notifies someone: a member who has not confirmed their address does that first.
    const unverifiedList = await ownListId(unverified);
    expect((await invite(unverified, unverifiedList, luis.slug)).status).toBe(403);

    // Luis leaves; Ana removes Eva; the owner cannot leave her own list.
    const left = await call(`/api/shopping-lists/${listId}/members/${luis.slug}`, { method: "DELETE", token: luis.token, locale: "en" });
    expect(left).toEqual({ status: 200, body: { message: "You left the list “Lista de la compra”." } });
    expect((await call(`/api/shopping-lists/${listId}`, { token: luis.token })).status).toBe(404);
    const removed = await call(`/api/shopping-lists/${listId}/members/${eva.slug}`, { method: "DELETE", token: ana.token });
    expect(removed).toEqual({ status: 200, body: { message: `${eva.name} ya no comparte la lista.` } });
    expect((await call(`/api/shopping-lists/${listId}/members/${eva.slug}`, { method: "DELETE", token: ana.token })).status).toBe(404);
    expect((await call(`/api/shopping-lists/${listId}/members/${ana.slug}`, { method: "DELETE", token: ana.token })).status).toBe(422);
    expect(peopleAnswer.parse((await call(`/api/shopping-lists/${listId}/members`, { token: ana.token })).body).data.map((person) => person.slug)).toEqual([ana.slug]);
  });

  it("notifies nobody who switched the notification off", async () => {
    const [ana, luis] = [await member(), await member()];
    const off = await call("/api/user/notification-preferences", { method: "PUT", token: luis.token, json: { shopping_list_shared: false } });
    expect(dataEnvelope(notificationPreferences).extend({}).parse(off.body).data.shopping_list_shared).toBe(false);
    expect((await invite(ana, await ownListId(ana), luis.slug)).status).toBe(201);
    expect(notificationPage.parse((await call("/api/notifications", { token: luis.token })).body).data).toEqual([]);
  });
});

describe("the list's live channel", () => {
  it("signs private-shopping-list.{id} for its owner and members only", async () => {
    const [ana, luis, intruder] = [await member(), await member(), await member()];
    const listId = await ownListId(ana);
    await invite(ana, listId, luis.slug);
    const channel = shoppingListChannel(listId);

    const forOwner = await channelAuth(ana, channel);
    expect(forOwner.status).toBe(200);
    expect((forOwner.body as { auth: string }).auth).toMatch(/^[^:]+:[0-9a-f]{64}$/);
    expect((await channelAuth(luis, channel)).status).toBe(200);
    expect((await channelAuth(intruder, channel)).status).toBe(403);
    expect((await channelAuth(null, channel)).status).toBe(401);
    // A list that does not exist, an id past PostgreSQL's integers, a look-alike name: refused, never a 500.
    for (const name of [
      shoppingListChannel(2_000_000_000),
      "private-shopping-list.99999999999",
      "private-shopping-list.0",
      `private-shopping-list.${listId}x`,
      `private-shopping-list.0${listId}`,
    ]) {
      expect((await channelAuth(ana, name)).status, name).toBe(403);
    }
    // Leaving the list ends the right to its channel.
    await call(`/api/shopping-lists/${listId}/members/${luis.slug}`, { method: "DELETE", token: luis.token });
    expect((await channelAuth(luis, channel)).status).toBe(403);
  });
});
