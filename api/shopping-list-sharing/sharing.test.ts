import { describe, expect, it, vi } from "vitest";
import { notificationPreferences } from "../contract/auth";
import { dataEnvelope, validationErrorBody } from "../contract/envelopes";
import { notificationPage } from "../contract/notifications";
import { shoppingList } from "../contract/shopping-list";
import { SHOPPING_LIST_CHANGED_EVENT, shoppingListChannel } from "../contract/shopping-list-live";
import { pendingInvitation, shoppingListPeople, usableShoppingList } from "../contract/shopping-list-sharing";
import { useTestApi } from "../../tests/support/api-harness";
import { createUser, issueAccessToken } from "../../tests/support/factories";

/**
 * Sharing a shopping list through the API on a real database: inviting by handle (an invitation
 * the member accepts or declines; the answer tells nothing of who has an account), the invited
 * member's one notification, the limits, members, leaving, and the live channel's authorisation
 * for the list's people only.
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

const pendingAnswer = dataEnvelope(pendingInvitation.array());
const pending = async (who: Member) => pendingAnswer.parse((await call("/api/user/shopping-list-invitations", { token: who.token })).body).data;
const answer = (who: Member, listId: number, reply: "accept" | "decline", locale: "es" | "en" = "es") =>
  call(`/api/user/shopping-list-invitations/${listId}/${reply}`, { method: "POST", token: who.token, locale });
async function notificationsOf(who: Member, locale: "es" | "en" = "es") {
  await api.drainOutboxEvents();
  return notificationPage.parse((await call("/api/notifications", { token: who.token, locale })).body).data.filter((notification) => notification.type === "shopping_list_shared");
}
/** Shares the list the way members do: the owner invites, the member accepts. */
async function share(owner: Member, listId: number, guest: Member) {
  expect((await invite(owner, listId, guest.slug)).status).toBe(202);
  expect((await answer(guest, listId, "accept")).status).toBe(200);
}

describe("sharing a shopping list", () => {
  it("invites by handle; the member is told in their language and uses the list only once they accept", async () => {
    const [ana, luis] = [await member(), await member({ contentLanguagePreference: "en" })];
    const listId = await ownListId(ana);

    const invited = await invite(ana, listId, `@${luis.slug.toUpperCase()}`);
    expect(invited).toEqual({
      status: 202,
      body: { message: `Si «${luis.slug}» es el nombre de usuario de alguien en Sazón, le hemos enviado tu invitación: compartirá la lista cuando la acepte.` },
    });
    // Not on the list yet: neither its people nor the list itself nor its live channel.
    expect(peopleAnswer.parse((await call(`/api/shopping-lists/${listId}/members`, { token: ana.token })).body).data).toHaveLength(1);
    expect((await call(`/api/shopping-lists/${listId}`, { token: luis.token })).status).toBe(404);
    expect((await channelAuth(luis, shoppingListChannel(listId))).status).toBe(403);

    const told = await notificationsOf(luis, "en");
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ data: { message: `${ana.name} invited you to share their list “Lista de la compra”`, link: `/user/shopping-list?invitation=${listId}` } });
    expect(await pending(luis)).toEqual([{ list_id: listId, list_name: "Lista de la compra", owner: { name: ana.name, slug: ana.slug }, invited_at: expect.any(String) }]);

    const publish = vi.spyOn(api.services.broadcaster, "publish");
    expect(await answer(luis, listId, "accept", "en")).toEqual({ status: 200, body: { message: "You now share the list “Lista de la compra”." } });
    expect(publish.mock.calls.some(([channel, event]) => channel === shoppingListChannel(listId) && event === SHOPPING_LIST_CHANGED_EVENT)).toBe(true);
    publish.mockRestore();
    expect(await pending(luis)).toEqual([]);
    expect((await answer(luis, listId, "accept")).status).toBe(404);

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
    // A default name reads in the reader's language (decision 079).
    const inEnglish = usableAnswer.parse((await call("/api/user/shopping-lists", { token: luis.token, locale: "en" })).body).data;
    expect([lists[1]!.name, inEnglish[1]!.name]).toEqual(["Lista de la compra", "Shopping list"]);
    expect(peopleAnswer.parse((await call(`/api/shopping-lists/${listId}/members`, { token: luis.token })).body).data).toHaveLength(2);
  });

  it("answers a private member's handle, an ordinary one, an AI chef's and nobody's alike: same status, same words, no name", async () => {
    const ana = await member();
    const hidden = await member({ name: "Reservada Secreta", privacySettings: { profile_public: false, show_activity: false, show_saved_recipes: false } });
    const open = await member({ name: "Abierta Pública" });
    const chef = await member({ isAiChef: true });
    const listId = await ownListId(ana);
    const answers = await Promise.all(["nadie-con-este-nombre", hidden.slug, open.slug, chef.slug].map((handle) => invite(ana, listId, handle, "en")));
    for (const [at, handle] of ["nadie-con-este-nombre", hidden.slug, open.slug, chef.slug].entries()) {
      expect(answers[at]).toEqual({
        status: 202,
        body: { message: `If “${handle}” is someone’s username on Sazón, we have sent them your invitation: they will share the list once they accept it.` },
      });
    }
    expect(JSON.stringify(answers)).not.toMatch(/Reservada|Abierta/);
    expect(await notificationsOf(chef)).toEqual([]);
    expect(await pending(hidden)).toHaveLength(1);
  });

  it("notifies once however often the owner removes and re-invites, and limits invitations per owner and per invited handle", async () => {
    const [ana, luis] = [await member(), await member()];
    const listId = await ownListId(ana);
    // The attack run: remove and re-invite in a loop (about 30 notifications a minute before).
    for (let round = 0; round < 6; round++) {
      await share(ana, listId, luis);
      expect((await call(`/api/shopping-lists/${listId}/members/${luis.slug}`, { method: "DELETE", token: ana.token })).status).toBe(200);
    }
    expect((await invite(ana, listId, luis.slug)).status).toBe(202);
    expect((await answer(luis, listId, "decline")).status).toBe(200);
    expect((await invite(ana, listId, luis.slug)).status).toBe(202);
    expect(await notificationsOf(luis)).toHaveLength(1);
    // An owner: 20 invitations an hour, whoever they name.
    const statuses: number[] = [];
    for (let at = 0; at < 14; at++) statuses.push((await invite(ana, listId, `alguien-${at}`)).status);
    expect(statuses.slice(0, 12).every((status) => status === 202)).toBe(true);
    expect(statuses.slice(12)).toEqual([429, 429]);
    // A handle: 10 invitations a day from everyone together, a member's or nobody's alike (Luis has had 8).
    for (const handle of [luis.slug, "nadie-aun"]) {
      const owners = await Promise.all(Array.from({ length: handle === luis.slug ? 3 : 11 }, () => member()));
      const got = [];
      for (const owner of owners) got.push((await invite(owner, await ownListId(owner), handle)).status);
      expect(got.at(-1), handle).toBe(429);
    }
  });

  it("lets the member decline: not on the list, nothing pending", async () => {
    const [ana, luis] = [await member(), await member()];
    const listId = await ownListId(ana);
    await invite(ana, listId, luis.slug);
    expect(await answer(luis, listId, "decline")).toEqual({ status: 200, body: { message: "Has rechazado la invitación a la lista «Lista de la compra»." } });
    expect(await pending(luis)).toEqual([]);
    expect((await call(`/api/shopping-lists/${listId}`, { token: luis.token })).status).toBe(404);
    expect((await answer(luis, listId, "accept")).status).toBe(404);
  });

  it("refuses oneself, a bad handle and someone already on the list, in both languages, changing nothing", async () => {
    const ana = await member();
    const luis = await member();
    const listId = await ownListId(ana);
    expect(validationErrorBody.parse((await invite(ana, listId, ana.slug)).body).message).toBe("No puedes compartir la lista contigo mismo.");
    expect((await invite(ana, listId, ana.slug, "en")).body).toMatchObject({ message: "You cannot share the list with yourself." });
    expect((await invite(ana, listId, "")).status).toBe(422);
    expect((await invite(ana, listId, "a\u0000b")).status).toBe(422);

    await share(ana, listId, luis);
    const again = await invite(ana, listId, luis.slug, "en");
    expect(again).toEqual({ status: 409, body: { message: `${luis.name} already shares this list.` } });
    expect(peopleAnswer.parse((await call(`/api/shopping-lists/${listId}/members`, { token: ana.token })).body).data).toHaveLength(2);
  });

  it("lets only the owner invite or remove, a member leave, and nobody else see who is on it", async () => {
    const [ana, luis, eva, intruder] = [await member(), await member(), await member(), await member()];
    const unverified = await member({ emailVerifiedAt: null });
    const listId = await ownListId(ana);
    await share(ana, listId, luis);
    await share(ana, listId, eva);

    // A member may not share further nor remove others; an outsider does not find the list.
    expect((await invite(luis, listId, intruder.slug)).status).toBe(403);
    // Someone else's invitation is not there to answer.
    await invite(ana, listId, intruder.slug);
    expect((await answer(luis, listId, "accept")).status).toBe(404);
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
    expect((await invite(ana, await ownListId(ana), luis.slug)).status).toBe(202);
    expect(await notificationsOf(luis)).toEqual([]);
    expect(await pending(luis)).toHaveLength(1);
  });
});

describe("the list's live channel", () => {
  it("signs private-shopping-list.{id} for its owner and members only", async () => {
    const [ana, luis, intruder] = [await member(), await member(), await member()];
    const listId = await ownListId(ana);
    await share(ana, listId, luis);
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
