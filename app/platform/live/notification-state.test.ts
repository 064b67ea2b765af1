import { describe, expect, it } from "vitest";
import { emptyNotifications, NOTIFICATION_LIST_CAP, type NotificationItem, notificationReducer } from "./notification-state";

const item = (id: string, readAt: string | null = null, createdAt = "2026-11-22T10:00:00Z"): NotificationItem => ({
  id,
  type: "new_follower",
  message: `m${id}`,
  link: null,
  readAt,
  createdAt,
  createdAtHuman: "ahora",
});

describe("notification state (§4)", () => {
  it("adds a live notification first, ignores a known id and counts it unread", () => {
    const loaded = notificationReducer(emptyNotifications, { type: "loaded", items: [item("a")], unread: 1, memberId: 1 });
    const received = notificationReducer(loaded, { type: "received", item: item("b") });
    expect(received.items.map((entry) => entry.id)).toEqual(["b", "a"]);
    expect(received.unread).toBe(2);
    expect(notificationReducer(received, { type: "received", item: item("b") })).toBe(received);
  });

  it("keeps at most 50", () => {
    let state = emptyNotifications;
    for (let index = 0; index < NOTIFICATION_LIST_CAP + 5; index++) state = notificationReducer(state, { type: "received", item: item(String(index)) });
    expect(state.items).toHaveLength(NOTIFICATION_LIST_CAP);
    expect(state.items[0]!.id).toBe(String(NOTIFICATION_LIST_CAP + 4));
    expect(state.unread).toBe(NOTIFICATION_LIST_CAP + 5);
  });

  it("marks read optimistically and rolls back exactly, never below 0", () => {
    const loaded = notificationReducer(emptyNotifications, { type: "loaded", items: [item("a"), item("b"), item("c", "2026-11-21T00:00:00Z")], unread: 2, memberId: 1 });
    const one = notificationReducer(loaded, { type: "markedRead", ids: ["a", "c"] });
    expect(one.unread).toBe(1);
    expect(notificationReducer(one, { type: "unmarked", ids: ["a"], count: 1 })).toMatchObject({ unread: 2 });
    const all = notificationReducer(one, { type: "markedAllRead" });
    expect(all.unread).toBe(0);
    expect(all.items.every((entry) => entry.readAt)).toBe(true);
    // A live one arrives while the request is out; the API then refuses: both count.
    const arrived = notificationReducer(all, { type: "received", item: item("d") });
    expect(notificationReducer(arrived, { type: "unmarked", ids: ["b"], count: 1 }).unread).toBe(2);
    expect(notificationReducer(loaded, { type: "counted", unread: -3 }).unread).toBe(0);
    expect(notificationReducer(emptyNotifications, { type: "markedRead", ids: ["x"] }).unread).toBe(0);
  });

  it("catching up adds what was created while the channel was not listening, and keeps what arrived live since", () => {
    const rendered = notificationReducer(emptyNotifications, { type: "loaded", items: [item("a", null, "2026-11-22T10:00:00Z")], unread: 1, memberId: 1 });
    // "c" arrives live while the page is read again; "b" was created before the channel listened.
    const arrived = notificationReducer(rendered, { type: "received", item: item("c", null, "2026-11-22T10:00:03Z") });
    const caughtUp = notificationReducer(arrived, {
      type: "caughtUp",
      items: [item("b", null, "2026-11-22T10:00:02Z"), item("a", null, "2026-11-22T10:00:00Z")],
      unread: 2,
    });
    expect(caughtUp.items.map((entry) => entry.id)).toEqual(["c", "b", "a"]);
    expect(caughtUp.unread).toBe(3);
    // Read again when the live one was already in the page: counted once.
    const again = notificationReducer(caughtUp, {
      type: "caughtUp",
      items: [item("c", null, "2026-11-22T10:00:03Z"), item("b", null, "2026-11-22T10:00:02Z"), item("a", null, "2026-11-22T10:00:00Z")],
      unread: 3,
    });
    expect(again.items.map((entry) => entry.id)).toEqual(["c", "b", "a"]);
    expect(again.unread).toBe(3);
    expect(notificationReducer(emptyNotifications, { type: "caughtUp", items: [], unread: 0 })).toMatchObject({ items: [], unread: 0 });
  });

  it("empties everything on sign-out", () => {
    const loaded = notificationReducer({ ...emptyNotifications, connection: "connected" }, { type: "loaded", items: [item("a")], unread: 1, memberId: 1 });
    expect(notificationReducer(loaded, { type: "signedOut" })).toEqual({ items: [], unread: 0, connection: "disconnected", heardLive: [] });
  });

  it("a read of the server that did not see what was heard live keeps it, whatever the rows' times say", () => {
    const rendered = notificationReducer(emptyNotifications, { type: "loaded", items: [item("a", null, "2026-11-22T10:00:00Z")], unread: 1, memberId: 1 });
    // "f" is heard while its row is not yet visible to a read already under way; that read lists "x", written at a later moment and committed first.
    const heard = notificationReducer(rendered, { type: "received", item: item("f", null, "2026-11-22T10:00:05Z") });
    const caughtUp = notificationReducer(heard, {
      type: "caughtUp",
      items: [item("x", null, "2026-11-22T10:00:06Z"), item("a", null, "2026-11-22T10:00:00Z")],
      unread: 2,
    });
    expect(caughtUp.items.map((entry) => entry.id)).toEqual(["f", "x", "a"]);
    expect(caughtUp.unread).toBe(3);
    // The loader's read after marking all read, made before "f" was visible: "f" is still unread.
    const afterMarking = notificationReducer(notificationReducer(caughtUp, { type: "markedAllRead" }), { type: "received", item: item("g") });
    const loaded = notificationReducer(afterMarking, {
      type: "loaded",
      items: [item("f", "2026-11-22T10:01:00Z", "2026-11-22T10:00:05Z"), item("x", "2026-11-22T10:01:00Z", "2026-11-22T10:00:06Z")],
      unread: 0,
      memberId: 1,
    });
    expect(loaded.items.map((entry) => entry.id)).toEqual(["g", "f", "x"]);
    expect(loaded.unread).toBe(1);
    // Once a read lists it, it is the server's like the rest.
    expect(notificationReducer(loaded, { type: "caughtUp", items: [item("g"), item("f", "2026-11-22T10:01:00Z")], unread: 1 }).heardLive).toEqual([]);
    // Another member's list never carries the last one's.
    expect(notificationReducer(loaded, { type: "loaded", items: [item("z")], unread: 1, memberId: 2 })).toMatchObject({ items: [item("z")], unread: 1 });
  });
});
