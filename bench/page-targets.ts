/**
 * The pages issue 11 measures, found on a running site with the demo content, and the demo member
 * whose session the signed-in pages use (signed in through the real sign-in form).
 */
import { z } from "zod";
import { admin, DEMO_PASSWORD, members } from "../api/seed/data/people";

export const pageNames = [
  "home",
  "recipe",
  "search",
  "category",
  "profile",
  "marketplace",
  "dashboard",
  "notifications",
  "saved-recipes",
  "recipe-lists",
  "meal-planner",
  "shopping-list",
  "my-recipes",
  "add-recipe",
  "admin-proposals",
  "member-home",
  "member-recipe",
  "feed",
  "welcome",
  "categories",
  "tastes-settings",
  "forums",
  "forum-category",
  "forum-thread",
  "member-forum-thread",
  "forum-search",
  "forum-post-history",
  "admin-moderation",
  "articles",
  "article",
  "community-week",
  "challenges",
  "challenge",
  "events",
  "event",
  "events-manage",
] as const;
/** The pages behind sign-in: measured with the demo member's session (the admin's for the admin's pages). */
const signedInPages: readonly PageName[] = [
  "dashboard",
  "notifications",
  "saved-recipes",
  "recipe-lists",
  "meal-planner",
  "shopping-list",
  "my-recipes",
  "add-recipe",
  "member-home",
  "member-recipe",
  "feed",
  "welcome",
  "tastes-settings",
  "member-forum-thread",
];
export type PageName = (typeof pageNames)[number];

export interface PageTarget {
  name: PageName;
  path: string;
  /** The signed-in member's (or admin's) session cookie, for the pages behind sign-in. */
  cookie?: string;
}

const firstSlug = z.object({ data: z.array(z.object({ slug: z.string() })).min(1) });
/** The demo forum's long thread ("¿Qué habéis cocinado hoy?", pinned, 200 replies on four pages): a full first page of replies. */
const pinnedThreads = z.object({ pinned: z.array(z.object({ key: z.string(), replies_count: z.number() })).min(1) });
const categoryTree = z.object({ data: z.array(z.object({ slug: z.string(), children: z.array(z.object({ slug: z.string() })) })).min(1) });

async function json(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

const forumCategories = z.object({ data: z.array(z.object({ slug: z.string() })).min(1) });
const categoryThreads = z.object({ data: z.array(z.object({ key: z.string(), solved: z.boolean() })) });
const solvedThread = z.object({ thread: z.object({ solved_reply_id: z.number().int() }) });

/** The history page of a demo solution its author edited (decision 101): the first solved thread's solution. */
async function editedPostHistory(baseUrl: string): Promise<string> {
  for (const { slug } of forumCategories.parse(await json(`${baseUrl}/api/forums/categories`)).data) {
    const solved = categoryThreads.parse(await json(`${baseUrl}/api/forums/categories/${slug}/threads`)).data.find((thread) => thread.solved);
    if (!solved) continue;
    const reply = solvedThread.parse(await json(`${baseUrl}/api/forums/threads/${solved.key}`)).thread.solved_reply_id;
    return `/forums/t/${solved.key}/history/${reply}`;
  }
  throw new Error("no solved forum thread on the first page of any category: the demo content has one");
}

/** Signs a demo account (the first member by default) in through POST /sign-in (as a same-origin form) and returns the Cookie header. */
export async function signInCookie(baseUrl: string, member: { email: string } = members[0]!): Promise<string> {
  const response = await fetch(`${baseUrl}/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: member.email, password: DEMO_PASSWORD, redirectTo: "" }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  if (response.status !== 302 || cookies.length === 0) throw new Error(`signing in as ${member.email} answered ${response.status} without a session cookie`);
  return cookies.join("; ");
}

/** Every page of `pageNames` that `only` keeps, with real slugs from the API. */
export async function findPages(baseUrl: string, only: readonly PageName[] = pageNames): Promise<PageTarget[]> {
  const recipe = firstSlug.parse(await json(`${baseUrl}/api/recipes/featured?limit=1`)).data[0]!.slug;
  const topCategory = categoryTree.parse(await json(`${baseUrl}/api/categories`)).data[0]!;
  const category = topCategory.children[0]?.slug ?? topCategory.slug;
  const cookie = only.some((name) => signedInPages.includes(name)) ? await signInCookie(baseUrl) : undefined;
  const longThread = only.some((name) => name.includes("forum-thread"))
    ? pinnedThreads.parse(await json(`${baseUrl}/api/forums/categories/recetas-de-la-comunidad/threads`)).pinned.toSorted((a, b) => b.replies_count - a.replies_count)[0]!.key
    : "";
  const postHistory = only.includes("forum-post-history") ? await editedPostHistory(baseUrl) : "";
  const adminCookie = only.some((name) => name.startsWith("admin-")) ? await signInCookie(baseUrl, admin) : undefined;
  const pages: PageTarget[] = [
    { name: "home", path: "/" },
    { name: "recipe", path: `/receta/${recipe}` },
    { name: "search", path: "/buscar/?q=pollo" },
    { name: "category", path: `/categoria/${category}` },
    { name: "profile", path: `/users/${members[0]!.username}` },
    { name: "dashboard", path: "/user/dashboard", cookie },
    { name: "notifications", path: "/notifications", cookie },
    { name: "marketplace", path: `/receta/${recipe}/marketplace` },
    { name: "saved-recipes", path: "/user/saved-recipes", cookie },
    { name: "recipe-lists", path: "/recipe-lists", cookie },
    { name: "meal-planner", path: "/meal-planner", cookie },
    { name: "shopping-list", path: "/user/shopping-list", cookie },
    { name: "my-recipes", path: "/user/recipes", cookie },
    { name: "add-recipe", path: "/agregar", cookie },
    { name: "admin-proposals", path: "/admin/ingredient-proposals", cookie: adminCookie },
    // Public pages as a member sees them (issue 32): the header, their parts and their week.
    { name: "member-home", path: "/", cookie },
    { name: "member-recipe", path: `/receta/${recipe}`, cookie },
    { name: "feed", path: "/feed", cookie },
    { name: "welcome", path: "/bienvenida", cookie },
    { name: "categories", path: "/categorias/" },
    { name: "tastes-settings", path: "/settings/tastes", cookie },
    // The forums (issue 33): the index, a category and the long thread, as a visitor and as a member.
    { name: "forums", path: "/forums" },
    { name: "forum-category", path: "/forums/c/dudas-de-cocina" },
    { name: "forum-thread", path: `/forums/t/${longThread}` },
    { name: "member-forum-thread", path: `/forums/t/${longThread}`, cookie },
    { name: "forum-search", path: "/forums?q=arroz" },
    { name: "forum-post-history", path: postHistory },
    { name: "admin-moderation", path: "/admin/moderation", cookie: adminCookie },
    // The articles (issue 34): the list and a demo article with its recipe cards and related recipes.
    { name: "articles", path: "/articles" },
    { name: "article", path: "/articles/el-sofrito-paso-a-paso" },
    // The community's week (decision 112), apart from the member's /user/dashboard above.
    { name: "community-week", path: "/dashboard" },
    // The challenges (issue 34): the list and the demo's finished challenge with its leaderboard.
    { name: "challenges", path: "/challenges" },
    { name: "challenge", path: "/challenges/c/reto-de-cocina-de-diario" },
    // The events (issue 34): the list, the full demo event with its recipes, and the host's page as the demo member (told the role is needed).
    { name: "events", path: "/events" },
    { name: "event", path: "/events/tapas-night-in-london" },
    { name: "events-manage", path: "/events/manage", cookie },
  ];
  return pages.filter((page) => only.includes(page.name));
}

const slugPage = z.object({ data: z.array(z.object({ slug: z.string() })) });

/**
 * At least `count` public addresses to read in turn, as visitors spread over a site: recipe pages
 * most, then categories, profiles and searches.
 */
export async function addressesInTurn(baseUrl: string, count = 100): Promise<string[]> {
  const recipes: string[] = [];
  for (let page = 1; recipes.length < count * 0.7; page++) {
    const { data } = slugPage.parse(await json(`${baseUrl}/api/recipes?limit=50&page=${page}`));
    if (data.length === 0) break;
    recipes.push(...data.map((recipe) => `/receta/${recipe.slug}`));
  }
  const categories = categoryTree.parse(await json(`${baseUrl}/api/categories`)).data.flatMap((root) => [root.slug, ...root.children.map((child) => child.slug)]);
  const profiles = members.slice(0, 10).map((member) => `/users/${member.username}`);
  const searches = ["pollo", "arroz", "vegana", "postre", "cena rápida", "sin gluten", "pasta", "sopa", "ensalada", "garbanzos"].map((q) => `/buscar/?q=${encodeURIComponent(q)}`);
  const spread = [...recipes.slice(0, Math.ceil(count * 0.7)), ...categories.slice(0, 10).map((slug) => `/categoria/${slug}`), ...profiles, ...searches];
  if (spread.length < count) throw new Error(`only ${spread.length} addresses found, ${count} asked`);
  return spread;
}

/** Reads a comma-separated list of page names, refusing unknown ones. */
export function parsePageNames(list: string, option: string): PageName[] {
  const names = list
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(pageNames as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`${option}: unknown page ${unknown.join(", ")} (pages: ${pageNames.join(", ")})`);
  return names as PageName[];
}

/** Requests a page a few times one after another (warming it up) and checks it answers 200 every time. */
export async function warmUp(baseUrl: string, page: Pick<PageTarget, "path" | "cookie">, times: number) {
  for (let attempt = 0; attempt < times; attempt++) {
    const response = await fetch(`${baseUrl}${page.path}`, { redirect: "manual", headers: page.cookie ? { Cookie: page.cookie } : {} });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}${response.headers.get("location") ? ` → ${response.headers.get("location")}` : ""}`);
  }
}
