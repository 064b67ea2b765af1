import { sql } from "drizzle-orm";
import { userChannel } from "../contract/notifications";
import { describe, expect, it, vi } from "vitest";
import { createCatalogue, createRecipe, createUser, issueAccessToken, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";
import { followEvent, reviewEvent } from "../community/community-outbox-events";
import { outboxEventTypes } from "../outbox-event-types";
import { enqueueEvent } from "./outbox-events";
import { createOutboxWorker } from "./outbox-worker";
import { rowsOf } from "../db/rows-of";

/**
 * What a write owes (points, badges, notifications, the live push) is stored with the write and
 * done by the worker (decisions/035): soon after, surviving a crash in between, once however often
 * it runs.
 */
const api = useTestApi();

async function member(name?: string) {
  const user = await createUser(api.db, name ? { name } : {});
  return { ...user, token: await issueAccessToken(api.db, user.id, "test") };
}

const pointsOf = async (userId: number) =>
  rowsOf<{ points: number }>(await api.db.execute(sql`select coalesce(sum(points), 0)::int as points from point_awards where user_id = ${userId}`))[0]!.points;
const notificationsOf = async (userId: number) => rowsOf<{ type: string }>(await api.db.execute(sql`select type from notifications where user_id = ${userId}`));
const pending = async () => rowsOf<{ n: number }>(await api.db.execute(sql`select count(*)::int as n from outbox_events where processed_at is null`))[0]!.n;

/** Records what would be pushed live. */
function recordingPublisher() {
  const published: { channel: string; payload: unknown }[] = [];
  return {
    published,
    publishMany: async (events: { channel: string; payload: unknown }[]) => published.push(...events.map(({ channel, payload }) => ({ channel, payload }))),
  };
}

describe("the outbox", () => {
  it("does a follow's effects soon after the answer, with no one draining it", async () => {
    const [ana, ben] = [await member(), await member("Ben")];
    const followed = await api.request(`/api/users/${ana.slug}/follow`, { method: "POST", token: ben.token });
    expect(followed.status).toBe(200);
    // The nudge after commit does it; a bounded wait, not a sleep.
    await vi.waitFor(async () => expect(await notificationsOf(ana.id)).toEqual([{ type: "new_follower" }]), { timeout: 10_000, interval: 20 });
    await vi.waitFor(async () => expect(await pending()).toBe(0), { timeout: 10_000, interval: 20 });
    expect(await pointsOf(ana.id)).toBe(5);
  });

  it("keeps the event with the write and does it in a fresh worker when the process died before", async () => {
    const [ana, ben] = [await member(), await member("Ben")];
    // What the follow route commits, as if its process stopped right after: the follow and the owed event, nobody nudged.
    await api.db.transaction(async (tx) => {
      await tx.execute(sql`insert into follows (follower_id, followed_id) values (${ben.id}, ${ana.id})`);
      await enqueueEvent(tx, followEvent, { follower: ben, followedId: ana.id });
    });
    expect(await pending()).toBe(1);
    expect(await notificationsOf(ana.id)).toEqual([]);

    const publisher = recordingPublisher();
    const worker = createOutboxWorker({ publisher, eventTypes: outboxEventTypes, log: () => undefined });
    try {
      worker.watch(api.db, 50);
      await vi.waitFor(async () => expect(await pending()).toBe(0), { timeout: 10_000, interval: 20 });
    } finally {
      await worker.close();
    }
    expect(await notificationsOf(ana.id)).toEqual([{ type: "new_follower" }]);
    expect(await pointsOf(ana.id)).toBe(5);
    expect(publisher.published.map((item) => item.channel)).toEqual([userChannel(ana.id)]);

    // Done twice (a lease that ran out, two processes): nobody is rewarded or told twice.
    await api.db.execute(sql`update outbox_events set processed_at = null, attempts = 0, available_at = now()`);
    const again = createOutboxWorker({ publisher, eventTypes: outboxEventTypes, log: () => undefined });
    await again.drain(api.db);
    await again.close();
    expect(await pending()).toBe(0);
    expect(await notificationsOf(ana.id)).toEqual([{ type: "new_follower" }]);
    expect(await pointsOf(ana.id)).toBe(5);
    expect(publisher.published).toHaveLength(1);
  });

  it("gathers the events of writes close together into one batch: a batch costs about the same statements for one event or many", async () => {
    const ana = await member("Ana");
    const followers = await Promise.all(Array.from({ length: 5 }, (_, at) => member(`Close ${at}`)));
    const worker = createOutboxWorker({ publisher: recordingPublisher(), eventTypes: outboxEventTypes, log: () => undefined, gatherMs: 2_000 });
    const ids: number[] = [];
    try {
      // Five follows, each nudging the worker after its commit as the follow route does.
      for (const follower of followers) {
        const [event] = rowsOf<{ id: number }>(
          await api.db.execute(sql`
            with followed as (insert into follows (follower_id, followed_id) values (${follower.id}, ${ana.id}) returning follower_id)
            insert into outbox_events (kind, payload) select 'follow', ${JSON.stringify({ follower, followedId: ana.id })}::jsonb from followed returning id`),
        );
        ids.push(Number(event!.id));
        worker.nudge(api.db);
      }
      await vi.waitFor(async () => expect(await pending()).toBe(0), { timeout: 15_000, interval: 20 });
    } finally {
      await worker.close();
    }
    const batches = rowsOf<{ n: number }>(await api.db.execute(sql`select count(distinct processed_at)::int as n from outbox_events where id in (${sql.join(ids, sql`, `)})`));
    expect(batches[0]!.n).toBe(1);
    expect(await pointsOf(ana.id)).toBe(5 * 5);
  });

  it("does a batch of events together as it would one by one, and one failing event fails alone", async () => {
    const ana = await member("Ana");
    const followers = await Promise.all(Array.from({ length: 12 }, (_, at) => member(`Follower ${at}`)));
    // What twelve follow requests commit (decisions/037 does their effects as one batch).
    for (const follower of followers) {
      await api.db.execute(sql`insert into follows (follower_id, followed_id) values (${follower.id}, ${ana.id})`);
      await enqueueEvent(api.db, followEvent, { follower, followedId: ana.id });
    }
    await api.drainOutboxEvents();
    expect(await pending()).toBe(0);
    expect(await pointsOf(ana.id)).toBe(12 * 5);
    const told = (await notificationsOf(ana.id)).map((row) => row.type).sort();
    // Rising star at ten followers: earned once, told once.
    expect(told).toEqual([...Array.from({ length: 12 }, () => "new_follower"), "badge_earned"].sort());

    // A bad event among good ones: the good are done, the bad keeps its error.
    const [ben, eva] = [await member("Ben"), await member("Eva")];
    await enqueueEvent(api.db, followEvent, { follower: ben, followedId: ana.id });
    await enqueueEvent(api.db, followEvent, { follower: ben, followedId: 2_000_000_000 });
    await enqueueEvent(api.db, followEvent, { follower: eva, followedId: ana.id });
    await api.drainOutboxEvents();
    expect(await pointsOf(ana.id)).toBe(14 * 5);
    const left = rowsOf<{ payload: { followedId: number }; last_error: string | null }>(
      await api.db.execute(sql`select payload, last_error from outbox_events where processed_at is null`),
    );
    expect(left.map((row) => row.payload.followedId)).toEqual([2_000_000_000]);
    expect(left[0]!.last_error).toMatch(/point_awards|foreign key/);
    await api.db.execute(sql`delete from outbox_events where processed_at is null`);
  });

  it("does a batch of reviews by several members: each one's badges once, each author told unless they switched it off, newest first", async () => {
    const catalogue = await createCatalogue(api.db);
    const [chef, quiet] = [await member("Chef"), await createUser(api.db, { name: "Quiet", notificationPreferences: { recipe_review: false } })];
    const recipeOf = async (authorId: number, at: number) => {
      const slug = `batch-${authorId}-${at}`;
      const id = await createRecipe(api.db, catalogue, authorId, paellaRecipe({ slug, title: { es: `Receta ${at}`, en: `Recipe ${at}` } }));
      return { id, slug, titleEs: `Receta ${at}`, titleEn: `Recipe ${at}`, authorId };
    };
    const chefRecipes = await Promise.all(Array.from({ length: 10 }, (_, at) => recipeOf(chef.id, at)));
    const quietRecipe = await recipeOf(quiet.id, 10);
    const [critic, once] = [await member("Critic"), await member("Once")];
    // What the review requests commit: ten by one member (first review and critic), one by another on a quiet author's recipe.
    const written = [...chefRecipes.map((recipe) => ({ reviewer: critic, recipe })), { reviewer: once, recipe: quietRecipe }];
    for (const { reviewer, recipe } of written) {
      const [review] = rowsOf<{ id: number }>(
        await api.db.execute(sql`insert into reviews (recipe_id, user_id, rating, body) values (${recipe.id}, ${reviewer.id}, 5, '') returning id`),
      );
      await enqueueEvent(api.db, reviewEvent, { review: { id: review!.id, rating: 5, body: "" }, reviewer, recipe });
    }
    await api.drainOutboxEvents();
    expect(await pending()).toBe(0);
    const badgesOf = async (userId: number) =>
      rowsOf<{ badge: string }>(await api.db.execute(sql`select badge from user_badges where user_id = ${userId} order by badge`)).map((row) => row.badge);
    expect(await badgesOf(critic.id)).toEqual(["critic", "first_review"]);
    expect(await badgesOf(once.id)).toEqual(["first_review"]);
    expect(await badgesOf(chef.id)).toEqual(["well_liked"]);
    expect(await notificationsOf(quiet.id)).toEqual([]);
    // Listed newest first: the badge (earned after the reviews that brought it) above the last review.
    const listed = await (await api.request("/api/notifications", { token: chef.token })).json();
    expect(listed.data.map((item: { type: string }) => item.type)).toEqual(["badge_earned", ...Array.from({ length: 10 }, () => "recipe_review")]);
    expect(listed.data.slice(1).map((item: { data: { recipe: { id: number } } }) => item.data.recipe.id)).toEqual(chefRecipes.map((recipe) => recipe.id).reverse());
  });

  it("keeps a failed event with its error and tries it again later", async () => {
    const ben = await member("Ben");
    await enqueueEvent(api.db, followEvent, { follower: ben, followedId: 2_000_000_000 });
    await api.drainOutboxEvents();
    const [failed] = rowsOf<{ attempts: number; last_error: string; processed_at: string | null; waits: boolean }>(
      await api.db.execute(sql`select attempts, last_error, processed_at, available_at > now() as waits from outbox_events where processed_at is null`),
    );
    expect(failed).toMatchObject({ attempts: 1, processed_at: null, waits: true });
    expect(failed!.last_error).toMatch(/point_awards|foreign key/);
    await api.db.execute(sql`delete from outbox_events where processed_at is null`);
  });
});
