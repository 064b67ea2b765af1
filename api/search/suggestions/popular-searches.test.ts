import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "../../access/access-tokens";
import { POPULAR_SEARCH_TERMS_PER_ADDRESS_PER_DAY } from "../../contract/limits";
import { popularSearch, searchPage } from "../../contract/search";
import { useTestApi } from "../../../tests/support/api-harness";
import { createCatalogue, createRecipe, createUser, paellaRecipe } from "../../../tests/support/factories";
import { createCachedSearchViewRecorder } from "./popular-searches";
import { addressNetwork } from "../search-clients";

/**
 * Issue 12, defect 6: "pollo casino" asked 42 times by one visitor became the top popular search.
 * Each test searches from its own addresses (documentation ranges), so their counts do not mix.
 */
const api = useTestApi();
let memberToken: string;
let adminToken: string;

beforeAll(async () => {
  const catalogue = await createCatalogue(api.db);
  const chef = await createUser(api.db, { isAiChef: true, name: "Carmen Montero", slug: "carmen-montero" });
  await createRecipe(api.db, catalogue, chef.id);
  await createRecipe(
    api.db,
    catalogue,
    chef.id,
    paellaRecipe({
      slug: "arroz-con-pollo",
      title: { es: "Arroz con pollo", en: "Chicken and rice" },
      description: { es: "Pollo y arroz al horno.", en: "Baked chicken and rice." },
    }),
  );
  const member = await createUser(api.db, { emailVerifiedAt: new Date() });
  memberToken = await issueAccessToken(api.db, member.id, "test");
  const admin = await createUser(api.db, { roles: ["admin"], emailVerifiedAt: new Date() });
  adminToken = await issueAccessToken(api.db, admin.id, "test");
});

/** Searches as a visitor from `ip` (or a member); answers how many recipes it found, which must be some unless told. */
async function search(text: string, from: { ip: string; token?: string; expectFound?: boolean }) {
  const response = await api.request(`/api/recipes/search?q=${encodeURIComponent(text)}`, { ip: from.ip, token: from.token });
  expect(response.status).toBe(200);
  const { total } = searchPage.parse(await response.json()).meta;
  // Every case below must reach the counting with results, or it would prove nothing.
  if (from.expectFound !== false) expect(total, text).toBeGreaterThan(0);
  return total;
}

async function popular(locale: "es" | "en" = "es") {
  const response = await api.request("/api/analytics/popular-searches?limit=50", { locale });
  expect(response.status).toBe(200);
  return popularSearch.array().parse((await response.json()).data);
}

async function counted(text: string): Promise<number> {
  const result = await api.db.execute(sql`select searches from search_queries where locale = 'es' and query = ${text}`);
  return Number((result as unknown as { rows: Array<{ searches: number }> }).rows[0]?.searches ?? 0);
}

describe("counting searches toward the popular list", () => {
  it("replays the attack: 42 requests for “pollo casino” from one visitor count once and do not lead", async () => {
    for (let request = 0; request < 42; request++) await search("pollo casino", { ip: "203.0.113.7" });
    expect(await counted("pollo casino")).toBe(1);
    for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) await search("paella", { ip });
    const list = await popular();
    expect(list[0]).toEqual({ query: "paella", count: 3 });
    // Counted once is one person's search: not shown to everyone.
    expect(list.map((item) => item.query)).not.toContain("pollo casino");
  });

  it("counts a text once a day per member, whatever address they search from, and once per address", async () => {
    await search("arroz con pollo", { ip: "203.0.113.20", token: memberToken });
    await search("Arroz  con POLLO", { ip: "203.0.113.21", token: memberToken });
    expect(await counted("arroz con pollo")).toBe(1);
    // Another visitor at the address it counted from adds nothing; one elsewhere does.
    await search("arroz con pollo", { ip: "203.0.113.20" });
    expect(await counted("arroz con pollo")).toBe(1);
    await search("arroz con pollo", { ip: "203.0.113.22" });
    expect(await counted("arroz con pollo")).toBe(2);
  });

  it("treats a whole IPv6 /64 as one address", async () => {
    await search("azafrán", { ip: "2001:db8:1:2::1" });
    await search("azafrán", { ip: "2001:db8:1:2:ffff::9" });
    expect(await counted("azafrán")).toBe(1);
    expect(addressNetwork("2001:0db8:0001:0002:0:0:0:1")).toBe(addressNetwork("2001:db8:1:2::abcd"));
    expect(addressNetwork("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(addressNetwork("2001:db8:1:3::1")).not.toBe(addressNetwork("2001:db8:1:2::1"));
  });

  it("never counts a text holding an address, though it found recipes", async () => {
    const texts = ["paella.com", "arroz con pollo www.casino.com", "paella valenciana https://x.es", "paellavalenciana.com", "pollo@casino"];
    for (const text of texts) {
      for (const ip of ["203.0.113.30", "203.0.113.31"]) await search(text, { ip });
      expect(await counted(text.toLowerCase()), text).toBe(0);
    }
  });

  it("never counts a search that found nothing", async () => {
    for (const ip of ["203.0.113.40", "203.0.113.41"]) expect(await search("zzzzqqq", { ip, expectFound: false })).toBe(0);
    expect(await counted("zzzzqqq")).toBe(0);
  });

  it("never counts a text with no word the site knows, though the typo fallback found a recipe", async () => {
    for (const ip of ["203.0.113.50", "203.0.113.51"]) await search("paeya valensiana", { ip });
    expect(await counted("paeya valensiana")).toBe(0);
    // One known word is enough: the text is about something on the site.
    for (const ip of ["203.0.113.50", "203.0.113.51"]) await search("paella valensiana", { ip });
    expect(await counted("paella valensiana")).toBe(2);
  });

  it(`caps what one address adds at ${POPULAR_SEARCH_TERMS_PER_ADDRESS_PER_DAY} texts a day, members included`, async () => {
    const words = ["paella", "valenciana", "arroz", "domingos", "ajo", "tomate", "azafrán", "bomba"];
    const pairs = words.flatMap((first, at) => words.slice(at + 1).map((second) => `${first} ${second}`));
    const texts = pairs.slice(0, POPULAR_SEARCH_TERMS_PER_ADDRESS_PER_DAY + 5);
    for (const [at, text] of texts.entries()) await search(text, { ip: "203.0.113.60", token: at % 2 ? memberToken : undefined });
    const counts = await Promise.all(texts.map(counted));
    expect(counts.filter((count) => count === 1)).toHaveLength(POPULAR_SEARCH_TERMS_PER_ADDRESS_PER_DAY);
    expect(counts.slice(POPULAR_SEARCH_TERMS_PER_ADDRESS_PER_DAY)).toEqual([0, 0, 0, 0, 0]);
    // Another address still counts.
    await search(texts.at(-1)!, { ip: "203.0.113.61" });
    expect(await counted(texts.at(-1)!)).toBe(1);
  });

  it("holds the cap when one address's searches arrive at once (several connections on PostgreSQL)", async () => {
    const words = ["paella", "valenciana", "arroz", "domingos", "ajo", "tomate", "azafrán", "bomba"];
    // The reverse of the previous test's pairs: texts no one has counted yet.
    const texts = words.flatMap((first, at) => words.slice(at + 1).map((second) => `${second} ${first}`)).slice(0, POPULAR_SEARCH_TERMS_PER_ADDRESS_PER_DAY + 8);
    await Promise.all(texts.map((text) => search(text, { ip: "203.0.113.70" })));
    const counts = await Promise.all(texts.map(counted));
    expect(counts.filter((count) => count === 1)).toHaveLength(POPULAR_SEARCH_TERMS_PER_ADDRESS_PER_DAY);
    expect(counts.filter((count) => count === 0)).toHaveLength(8);
  });

  it("keeps no address, only the day's salted hashes", async () => {
    const result = await api.db.execute(sql`select row_to_json(c)::text as row from search_query_clients c`);
    const rows = (result as unknown as { rows: Array<{ row: string }> }).rows.map((item) => item.row);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).not.toMatch(/203\.0\.113|198\.51\.100|2001:db8/);
  });
});

describe("an admin hides a popular search", () => {
  const hide = (query: unknown, token?: string) => api.request("/api/admin/popular-searches/hidden", { method: "POST", json: { query }, token });
  const unhide = (query: string, token?: string) => api.request(`/api/admin/popular-searches/hidden/${encodeURIComponent(query)}`, { method: "DELETE", token });

  it("is refused to visitors (401) and members (403), before the body is looked at", async () => {
    expect((await hide("paella")).status).toBe(401);
    expect((await hide("paella", memberToken)).status).toBe(403);
    expect((await hide("", memberToken)).status).toBe(403);
    expect((await unhide("paella")).status).toBe(401);
    expect((await unhide("paella", memberToken)).status).toBe(403);
    expect((await api.request("/api/admin/popular-searches/hidden")).status).toBe(401);
    expect((await api.request("/api/admin/popular-searches/hidden", { token: memberToken })).status).toBe(403);
    const refused = await (await hide("paella", memberToken)).json();
    expect(refused.message).toBe("No tienes permisos para realizar esta acción.");
  });

  it("takes a hidden text off the list on the very next request, in both languages, and back when unhidden", async () => {
    for (const ip of ["192.0.2.1", "192.0.2.2"]) {
      const response = await api.request(`/api/recipes/search?q=paella`, { ip, locale: "en" });
      expect(searchPage.parse(await response.json()).meta.total).toBeGreaterThan(0);
    }
    expect((await popular()).map((item) => item.query)).toContain("paella");
    expect((await popular("en")).map((item) => item.query)).toContain("paella");

    const hidden = await hide("  PAELLA ", adminToken);
    expect(hidden.status).toBe(201);
    expect((await hidden.json()).data).toEqual({ query: "paella" });
    expect((await popular()).map((item) => item.query)).not.toContain("paella");
    expect((await popular("en")).map((item) => item.query)).not.toContain("paella");
    const listed = await (await api.request("/api/admin/popular-searches/hidden", { token: adminToken })).json();
    expect(listed.data.map((item: { query: string }) => item.query)).toEqual(["paella"]);
    // Hiding twice is harmless.
    expect((await hide("paella", adminToken)).status).toBe(201);

    expect((await unhide("Paella", adminToken)).status).toBe(204);
    expect((await popular()).map((item) => item.query)).toContain("paella");
    expect((await unhide("paella", adminToken)).status).toBe(404);
  });

  it("answers 422 for a text that cannot be a search", async () => {
    const response = await hide("x", adminToken);
    expect(response.status).toBe(422);
    expect((await hide(42, adminToken)).status).toBe(422);
  });
});

describe("views of search pages served from the page cache (decision 034)", () => {
  const counted = async (query: string) => {
    const { rows } = (await api.db.execute(sql`select searches from search_queries where locale = 'es' and query = ${query}`)) as unknown as { rows: { searches: number }[] };
    return rows[0] ? Number(rows[0].searches) : undefined;
  };

  it("count by the API's rules, once a day per client, and only for a search a rendered view counted before", async () => {
    await search("arroz con pollo", { ip: "192.0.2.10" });
    const before = (await counted("arroz con pollo")) ?? 0;
    expect(before).toBeGreaterThan(0);
    const record = createCachedSearchViewRecorder(api.db);
    await record("es", "Arroz con  pollo", { memberId: undefined, address: "198.18.0.10" });
    await record("es", "arroz con pollo", { memberId: undefined, address: "198.18.0.10" });
    expect(await counted("arroz con pollo")).toBe(before + 1);
    await record("es", "pollo con arroz", { memberId: undefined, address: "198.19.0.10" });
    expect(await counted("pollo con arroz")).toBeUndefined();
  });
});
