import { describe, expect, it } from "vitest";
import type { RecipeSummary } from "#api/contract/recipes";
import { optimisticFollowState } from "./follow-state";
import { formatDate, formatMonth } from "~/platform/i18n/dates";
import { initialsOf, localAvatar, starsText } from "../../components/community/member-format";
import { chefsToFollow } from "./suggestions";

describe("optimistic follow state", () => {
  const notFollowing = { following: false, followersCount: 7 };
  const following = { following: true, followersCount: 8 };

  it("shows the loaded state when nothing is being sent", () => {
    expect(optimisticFollowState(undefined, notFollowing)).toEqual(notFollowing);
    expect(optimisticFollowState(null, following)).toEqual(following);
    expect(optimisticFollowState("something-else", following)).toEqual(following);
  });

  it("flips at once and moves the count by one", () => {
    expect(optimisticFollowState("follow", notFollowing)).toEqual({ following: true, followersCount: 8 });
    expect(optimisticFollowState("unfollow", following)).toEqual({ following: false, followersCount: 7 });
  });

  it("does not count twice when the loaded state already agrees, nor below zero", () => {
    expect(optimisticFollowState("follow", following)).toEqual(following);
    expect(optimisticFollowState("unfollow", notFollowing)).toEqual(notFollowing);
    expect(optimisticFollowState("unfollow", { following: true, followersCount: 0 })).toEqual({ following: false, followersCount: 0 });
  });
});

describe("formatting", () => {
  it("prints dates in the page's language, in Madrid's day", () => {
    expect(formatDate("2026-10-31T08:52:16.000Z", "es")).toBe("31 de octubre de 2026");
    expect(formatDate("2026-10-31T08:52:16.000Z", "en")).toBe("October 31, 2026");
    // 23:30 UTC on the 31st is already 1 November in Madrid.
    expect(formatDate("2026-10-31T23:30:00.000Z", "es")).toBe("1 de noviembre de 2026");
    expect(formatDate("not a date", "es")).toBe("not a date");
    expect(formatMonth("2026-11-22T01:46:47.623Z", "es")).toBe("noviembre de 2026");
    expect(formatMonth("2026-11-22T01:46:47.623Z", "en")).toBe("November 2026");
  });

  it("draws ratings as five stars", () => {
    expect(starsText(4)).toBe("★★★★☆");
    expect(starsText(5)).toBe("★★★★★");
    expect(starsText(1)).toBe("★☆☆☆☆");
    expect(starsText(0)).toBe("☆☆☆☆☆");
    expect(starsText(7)).toBe("★★★★★");
    expect(starsText(3.6)).toBe("★★★★☆");
  });

  it("stands in initials for a missing picture and accepts only this site's pictures", () => {
    expect(initialsOf("Marta Gil")).toBe("MG");
    expect(initialsOf("  núria   puig  ferrer ")).toBe("NP");
    expect(initialsOf("Carmen")).toBe("C");
    expect(localAvatar("/api/media/avatars/a.webp")).toBe("/api/media/avatars/a.webp");
    expect(localAvatar("https://lh3.googleusercontent.com/a.png")).toBeNull();
    expect(localAvatar("//evil.example/a.png")).toBeNull();
    expect(localAvatar(null)).toBeNull();
  });
});

describe("chefs to follow", () => {
  const author = (id: number, is_ai_chef: boolean) => ({ id, name: `Chef ${id}`, slug: `chef-${id}`, is_ai_chef, avatar_url: null });
  const recipe = (id: number, user: ReturnType<typeof author>) => ({ id, user }) as unknown as RecipeSummary;

  it("lists each AI chef once, in order, up to the limit, and never a member", () => {
    const recipes = [recipe(1, author(2, true)), recipe(2, author(9, false)), recipe(3, author(2, true)), recipe(4, author(3, true)), recipe(5, author(4, true))];
    expect(chefsToFollow(recipes).map((chef) => chef.id)).toEqual([2, 3, 4]);
    expect(chefsToFollow(recipes, 2).map((chef) => chef.id)).toEqual([2, 3]);
    expect(chefsToFollow([])).toEqual([]);
  });
});
