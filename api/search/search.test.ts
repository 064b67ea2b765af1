import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "../seed/demo-seed";
import { facetAnswer, searchPage } from "../contract/search";
import { validationErrorBody } from "../contract/envelopes";
import { useTestApi } from "../../tests/support/api-harness";

/**
 * The search API over the real demo catalogue (304 bilingual recipes): every answer is checked
 * against a direct count over the join tables, which the search itself never reads.
 */
const api = useTestApi();

beforeAll(async () => {
  // The demo's members have reviewed recipes, so ratings vary.
  await seedDemoContent(api.db);
}, 120_000);

async function search(query: string, locale: "es" | "en" = "es") {
  const response = await api.request(`/api/recipes/search?${query}`, { locale });
  expect(response.status, await response.clone().text()).toBe(200);
  return searchPage.parse(await response.json());
}

async function everything(query: string) {
  return search(`${query}${query ? "&" : ""}per_page=100`);
}

async function rejection(query: string, locale: "es" | "en" = "es") {
  const response = await api.request(`/api/recipes/search?${query}`, { locale });
  expect(response.status).toBe(422);
  return validationErrorBody.parse(await response.json());
}

async function idOf(table: "ingredients" | "tags" | "categories", slug: string): Promise<number> {
  const result = await api.db.execute(sql`select id from ${sql.identifier(table)} where slug = ${slug}`);
  return Number((result as unknown as { rows: Array<{ id: number }> }).rows[0]!.id);
}

async function slugsWhere(condition: ReturnType<typeof sql>): Promise<string[]> {
  const result = await api.db.execute(sql`select r.slug from recipes r where r.published_at <= now() and ${condition} order by r.slug`);
  return (result as unknown as { rows: Array<{ slug: string }> }).rows.map((row) => row.slug);
}

const slugs = (page: { data: Array<{ slug: string }> }) => page.data.map((recipe) => recipe.slug).sort();

describe("ids past PostgreSQL's integer", () => {
  it("name nothing, in the search and in the facet counts, rather than fail", async () => {
    for (const path of ["/api/recipes/search", "/api/filtered-categories-with-counts"]) {
      const response = await api.request(`${path}?exclude_ingredient_ids=9007199254740993&semantic_query=rating_desc`);
      expect(response.status, path).toBe(200);
    }
  });
});

describe("text", () => {
  it("folds accents, stems, forgives typos and ranks the best match first", async () => {
    expect((await search("q=jamon")).data.some((recipe) => recipe.title.toLowerCase().includes("jamón"))).toBe(true);
    expect((await search("q=gaspacho")).data[0]!.slug).toBe("gazpacho-andaluz");
    expect((await search("q=paela")).data[0]!.slug).toMatch(/^paella/);
    expect((await search("q=tortillas")).data.map((recipe) => recipe.slug)).toContain("tortilla-de-patatas");
  });

  it("searches ingredients and tags in both languages", async () => {
    // Saffron is in the paella's ingredients, not in its title.
    expect(slugs(await everything("q=saffron"))).toContain("paella-valenciana");
    expect(slugs(await everything("q=azafrán"))).toContain("paella-valenciana");
    const chicken = slugs(await everything("q=chicken"));
    expect(chicken).toEqual(expect.arrayContaining(["pollo-al-ajillo", "pollo-en-pepitoria"]));
    expect(slugs(await everything("q=pollo"))).toEqual(expect.arrayContaining(["pollo-al-ajillo"]));
  });

  it("answers in the request language", async () => {
    const english = await search("q=gazpacho", "en");
    expect(english.data[0]!.locale).toBe("en");
    expect(english.data[0]!.title).toBe("Andalusian gazpacho");
  });
});

describe("filters", () => {
  it("requires every included ingredient and none of the excluded, nor the excluded one's family", async () => {
    const [pollo, ajo, cebolla] = await Promise.all([idOf("ingredients", "pollo"), idOf("ingredients", "ajo"), idOf("ingredients", "cebolla")]);
    const found = await everything(`include_ingredient_ids=${pollo},${ajo}&exclude_ingredient_ids=${cebolla}`);
    // Onion's family: the vegetables named after it in either language (onion powder is a spice).
    const expected = await slugsWhere(sql`
      exists (select 1 from recipe_ingredients ri where ri.recipe_id = r.id and ri.ingredient_id = ${pollo})
      and exists (select 1 from recipe_ingredients ri where ri.recipe_id = r.id and ri.ingredient_id = ${ajo})
      and not exists (select 1 from recipe_ingredients ri join ingredients i on i.id = ri.ingredient_id where ri.recipe_id = r.id
        and i.slug in ('cebolla', 'cebolla-morada', 'cebolleta', 'cebollita-francesa', 'calcot'))`);
    expect(expected.length).toBeGreaterThan(0);
    expect(slugs(found)).toEqual(expected);
    expect(found.meta.total).toBe(expected.length);
    // Slugs work as ids (§5: 3-50 letters, digits, hyphens).
    expect(slugs(await everything("include_ingredient_ids=pollo,ajo&exclude_ingredient_ids=cebolla"))).toEqual(expected);
  });

  it("requires every included tag and none of the excluded, by slug", async () => {
    const [vegetariana, alHorno] = await Promise.all([idOf("tags", "vegetariana"), idOf("tags", "al-horno")]);
    const expected = await slugsWhere(sql`
      exists (select 1 from recipe_tags t where t.recipe_id = r.id and t.tag_id = ${vegetariana})
      and not exists (select 1 from recipe_tags t where t.recipe_id = r.id and t.tag_id = ${alHorno})`);
    expect(expected.length).toBeGreaterThan(0);
    expect(slugs(await everything("include_tag_slugs=vegetariana&exclude_tag_slugs=al-horno"))).toEqual(expected);
    // An unknown included tag can match nothing; an unknown excluded one excludes nothing.
    expect((await search("include_tag_slugs=no-existe")).meta.total).toBe(0);
    expect((await search("exclude_tag_slugs=no-existe")).meta.total).toBe((await search("")).meta.total);
  });

  it("matches any of the categories or their descendants", async () => {
    const [espanola, italiana] = await Promise.all([idOf("categories", "espanola"), idOf("categories", "italiana")]);
    const expected = await slugsWhere(sql`exists (
      with recursive subtree(id) as (select id from categories where id in (${espanola}, ${italiana})
        union select c.id from categories c join subtree on c.parent_id = subtree.id)
      select 1 from recipe_categories rc where rc.recipe_id = r.id and rc.category_id in (select id from subtree))`);
    expect(expected).toContain("gazpacho-andaluz"); // andaluza is under española
    const byIds = await everything(`category_ids=${espanola},${italiana}`);
    expect(byIds.meta.total).toBe(expected.length);
    expect((await search("category_slugs=espanola,italiana&per_page=1")).meta.total).toBe(expected.length);
  });

  it("accepts every spelling of difficulty (§3)", async () => {
    const easy = await search("difficulty_levels=easy&per_page=1");
    for (const spelling of ["fácil", "facil", "FACIL"]) {
      expect((await search(`difficulty_levels=${encodeURIComponent(spelling)}&per_page=1`)).meta.total).toBe(easy.meta.total);
    }
    const hardOrMedium = await everything("difficulty_levels=dificil,intermedio");
    expect(hardOrMedium.data.every((recipe) => recipe.difficulty !== "easy")).toBe(true);
    const expected = await slugsWhere(sql`r.difficulty in ('medium', 'hard')`);
    expect(hardOrMedium.meta.total).toBe(expected.length);
  });

  it("applies numeric bounds and flags as named", async () => {
    const quick = await everything("total_time_max_minutes=20");
    expect(quick.data.length).toBeGreaterThan(0);
    expect(quick.data.every((recipe) => recipe.total_time_minutes <= 20)).toBe(true);
    expect(quick.meta.total).toBe((await slugsWhere(sql`r.total_minutes <= 20`)).length);

    const active = await everything("active_time_max_minutes=15");
    expect(active.data.every((recipe) => recipe.active_time_minutes <= 15)).toBe(true);

    const servings = await everything("min_servings=6&max_servings=8");
    expect(servings.data.every((recipe) => recipe.servings >= 6 && recipe.servings <= 8)).toBe(true);
    expect(servings.meta.total).toBe((await slugsWhere(sql`r.servings between 6 and 8`)).length);

    const light = await everything("calories_min=100&calories_max=250");
    expect(light.meta.total).toBe((await slugsWhere(sql`r.calories between 100 and 250`)).length);

    const wellRated = await everything("min_average_rating=4");
    expect(wellRated.meta.total).toBeGreaterThan(0);
    expect(wellRated.meta.total).toBe((await slugsWhere(sql`r.average_rating >= 4`)).length);
    expect(wellRated.data.every((recipe) => recipe.average_rating >= 4)).toBe(true);
    expect((await everything("min_average_rating=3")).meta.total).toBe((await slugsWhere(sql`r.average_rating >= 3`)).length);

    const ai = await everything("author_type=ai_chef");
    expect(ai.data.every((recipe) => recipe.user.is_ai_chef)).toBe(true);
    const community = await search("author_type=community&per_page=1");
    expect(ai.meta.total + community.meta.total).toBe((await search("per_page=1")).meta.total);

    const featured = await everything("is_featured=true");
    expect(featured.data.every((recipe) => recipe.is_featured)).toBe(true);
    expect((await everything("is_featured=1")).meta.total).toBe(featured.meta.total);
    const notFeatured = await search("is_featured=false&per_page=1");
    expect(featured.meta.total + notFeatured.meta.total).toBe((await search("per_page=1")).meta.total);

    const video = await everything("has_video=true");
    expect(video.meta.total).toBe((await slugsWhere(sql`r.video_url is not null`)).length);
    expect(video.data.every((recipe) => recipe.has_video)).toBe(true);
  });

  it("combines filters with text, and /api/recipes/filter answers the same", async () => {
    const query = "q=arroz&difficulty_levels=medium,hard&total_time_max_minutes=90";
    const found = await everything(query);
    expect(found.data.every((recipe) => recipe.difficulty !== "easy" && recipe.total_time_minutes <= 90)).toBe(true);
    const filtered = await (await api.request(`/api/recipes/filter?${query}&per_page=100`)).json();
    expect(slugs(filtered)).toEqual(slugs(found));
  });
});

describe("sorting and paging", () => {
  it("sorts by every §5 order", async () => {
    const isSorted = (values: Array<number | string>, direction: 1 | -1) =>
      values.every((value, index) => index === 0 || (value >= values[index - 1]! ? direction === 1 || value === values[index - 1] : direction === -1));
    expect(
      isSorted(
        (await search("sort_by=time_asc")).data.map((recipe) => recipe.total_time_minutes),
        1,
      ),
    ).toBe(true);
    expect(
      isSorted(
        (await search("sort_by=time_desc")).data.map((recipe) => recipe.total_time_minutes),
        -1,
      ),
    ).toBe(true);
    const rank = { easy: 0, medium: 1, hard: 2 };
    expect(
      isSorted(
        (await search("sort_by=difficulty_asc")).data.map((recipe) => rank[recipe.difficulty]),
        1,
      ),
    ).toBe(true);
    expect((await search("sort_by=difficulty_desc")).data[0]!.difficulty).toBe("hard");
    expect(
      isSorted(
        (await search("sort_by=latest")).data.map((recipe) => recipe.created_at),
        -1,
      ),
    ).toBe(true);
    const best = await api.db.execute(sql`select max(average_rating)::float8 as rating, max(reviews_count) as reviews from recipes`);
    const { rating, reviews } = (best as unknown as { rows: Array<{ rating: number; reviews: number }> }).rows[0]!;
    const byRating = (await search("sort_by=rating")).data.map((recipe) => recipe.average_rating);
    expect(byRating[0]).toBeCloseTo(rating, 2);
    expect(isSorted(byRating, -1)).toBe(true);
    const byPopularity = (await search("sort_by=popular")).data.map((recipe) => recipe.reviews_count);
    expect(byPopularity[0]).toBe(Number(reviews));
    expect(isSorted(byPopularity, -1)).toBe(true);
    const titles = (await search("sort_by=title_asc&per_page=10")).data.map((recipe) => recipe.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, "es")));
    const descending = (await search("sort_by=title_desc&per_page=10")).data.map((recipe) => recipe.title);
    expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a, "es")));
  });

  it("pages with per_page 20 by default and §3's meta", async () => {
    const first = await search("");
    expect(first.data).toHaveLength(20);
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 20, last_page: Math.ceil(first.meta.total / 20) });
    const last = await search(`page=${first.meta.last_page}`);
    expect(last.data.length).toBe(first.meta.total - 20 * (first.meta.last_page - 1));
  });
});

describe("sanitising (§5)", () => {
  it("cleans text of angle brackets, javascript: and inline handlers", async () => {
    const dirty = await search(`q=${encodeURIComponent("<>gazpacho javascript: onmouseover=")}`);
    expect(dirty.data[0]!.slug).toBe("gazpacho-andaluz");
  });

  it("answers each rule with its message, in the request language", async () => {
    expect((await rejection("q=a&q=b")).errors.q).toEqual(["Campo q debe ser un string"]);
    expect((await rejection("q=a&q=b", "en")).errors.q).toEqual(["Field q must be a string"]);
    expect((await rejection(`q=${"a".repeat(501)}`)).errors.q).toEqual(["Campo q excede longitud máxima"]);
    expect((await rejection(`semantic_query=${"a".repeat(501)}`, "en")).errors.semantic_query![0]).toMatch(/exceeds maximum length$/);
    const tooMany = Array.from({ length: 51 }, (_, index) => index + 1).join(",");
    expect((await rejection(`include_ingredient_ids=${tooMany}`)).errors.include_ingredient_ids![0]).toMatch(/excede cantidad máxima de elementos$/);
    expect((await rejection(`difficulty_levels=${Array(11).fill("easy").join(",")}`)).errors.difficulty_levels![0]).toMatch(/excede cantidad máxima de elementos$/);
    expect((await rejection("page=0")).errors.page).toEqual(["Campo page debe estar entre 1 y 1000"]);
    expect((await rejection("per_page=101", "en")).errors.per_page).toEqual(["Field per_page must be between 1 and 100"]);
    expect((await rejection("sort_by=newest")).errors.sort_by).toEqual(["Opción de ordenamiento inválida"]);
    expect((await rejection("sort_by=newest", "en")).errors.sort_by).toEqual(["Invalid sort option"]);
    expect((await rejection("min_average_rating=6")).errors.min_average_rating![0]).toMatch(/debe estar entre 1 y 5$/);
    expect((await rejection("total_time_max_minutes=0")).errors.total_time_max_minutes![0]).toMatch(/debe estar entre 1 y 10000$/);
    expect(Object.keys((await rejection("category_ids=a%20b")).errors)).toEqual(["category_ids.0"]);
    expect(Object.keys((await rejection("difficulty_levels=extreme")).errors)).toEqual(["difficulty_levels.0"]);
  });

  it("normalises tag slugs instead of refusing them", async () => {
    const normalised = await search("include_tag_slugs=Sin-Gluten!&per_page=1");
    expect(normalised.meta.total).toBe((await search("include_tag_slugs=sin-gluten&per_page=1")).meta.total);
    expect(normalised.meta.total).toBeGreaterThan(0);
  });
});

describe("cached answers", () => {
  it("show a change to the recipes at once", async () => {
    const before = await search("q=gazpacho&per_page=100");
    const facetsBefore = await (await api.request("/api/filtered-categories-with-counts?q=gazpacho")).json();
    await api.db.execute(sql`update recipes set published_at = now() + interval '1 day' where slug = 'gazpacho-andaluz'`);
    try {
      const after = await search("q=gazpacho&per_page=100");
      expect(after.meta.total).toBe(before.meta.total - 1);
      expect(slugs(after)).not.toContain("gazpacho-andaluz");
      const facetsAfter = await (await api.request("/api/filtered-categories-with-counts?q=gazpacho")).json();
      expect(facetsAfter.data.total).toBe(facetsBefore.data.total - 1);
    } finally {
      await api.db.execute(sql`update recipes set published_at = now() - interval '1 day' where slug = 'gazpacho-andaluz'`);
    }
    expect((await search("q=gazpacho&per_page=100")).meta.total).toBe(before.meta.total);
  });
});

describe("facet counts", () => {
  async function facets(query: string, locale: "es" | "en" = "es") {
    const response = await api.request(`/api/filtered-categories-with-counts?${query}`, { locale });
    expect(response.status, await response.clone().text()).toBe(200);
    return facetAnswer.parse(await response.json()).data;
  }

  it("counts each option as the search would find it, ignoring only the facet's own filter", async () => {
    const base = "difficulty_levels=easy&include_tag_slugs=vegetariana";
    const counts = await facets(base);
    expect(counts.total).toBe((await search(`${base}&per_page=1`)).meta.total);

    // Difficulty ignores its own filter: the siblings of "easy" keep their counts.
    for (const { value, count } of counts.difficulty) {
      expect(count).toBe((await search(`difficulty_levels=${value}&include_tag_slugs=vegetariana&per_page=1`)).meta.total);
    }
    expect(counts.difficulty.find((option) => option.value === "medium")!.count).toBeGreaterThan(0);

    // Ingredients: each count is the search with that ingredient added.
    for (const ingredient of counts.ingredients.slice(0, 5)) {
      expect(ingredient.count).toBe((await search(`${base}&include_ingredient_ids=${ingredient.id}&per_page=1`)).meta.total);
    }
    // Tags ignore the tag filter: the count of "vegetariana" is every easy vegetarian recipe.
    const vegetarian = counts.tags.find((tag) => tag.slug === "vegetariana")!;
    expect(vegetarian.count).toBe(counts.total);
    for (const tag of counts.tags.slice(0, 5)) {
      expect(tag.count).toBe((await search(`difficulty_levels=easy&include_tag_slugs=${tag.slug}&per_page=1`)).meta.total);
    }
    // Categories count descendants; author types add up.
    const spanish = counts.categories.find((category) => category.slug === "espanola")!;
    expect(spanish.count).toBe((await search(`${base}&category_slugs=espanola&per_page=1`)).meta.total);
    expect(counts.author_type.reduce((sum, option) => sum + option.count, 0)).toBe(counts.total);
  });

  it("names options in the request language and keeps chosen ones listed", async () => {
    const english = await facets("exclude_ingredient_ids=azafran&q=gazpacho", "en");
    const saffron = english.ingredients.find((ingredient) => ingredient.slug === "azafran")!;
    expect(saffron.name).toBe("saffron");
    expect(english.categories.find((category) => category.slug === "espanola")!.name).toBe("Spanish");
  });

  it("lists ingredients by how much they narrow the results, pantry staples last (issue 30)", async () => {
    const answer = facetAnswer.parse(await (await api.request("/api/filtered-categories-with-counts")).json()).data;
    const order = answer.ingredients.map((option) => option.slug);
    const pantry = ["sal", "agua", "aceite-de-oliva-virgen-extra", "azucar", "pimienta-negra", "harina-de-trigo"];
    const lastOther = Math.max(...["tomate", "pollo", "huevo", "garbanzo"].map((slug) => order.indexOf(slug)));
    for (const slug of pantry) expect(order.indexOf(slug), slug).toBeGreaterThan(lastOther);
    expect(pantry).not.toContain(order[0]);
    // Under a filter, an ingredient of every result narrows nothing and goes after those that do.
    const chicken = facetAnswer.parse(await (await api.request("/api/filtered-categories-with-counts?include_tag_slugs=pollo")).json()).data;
    const inEvery = chicken.ingredients.filter((option) => option.count === chicken.total).map((option) => option.slug);
    const firstUseful = chicken.ingredients.findIndex((option) => option.count > 0 && option.count < chicken.total);
    for (const slug of inEvery)
      expect(
        chicken.ingredients.findIndex((option) => option.slug === slug),
        slug,
      ).toBeGreaterThan(firstUseful);
  });

  it("validates like the search", async () => {
    const response = await api.request("/api/filtered-categories-with-counts?min_average_rating=9", { locale: "en" });
    expect(response.status).toBe(422);
  });
});

describe("semantic_query", () => {
  /** Recipes holding one of these ingredients (by slug), published. */
  const using = (ingredientSlugs: string[]) =>
    sql`exists (select 1 from recipe_ingredients ri join ingredients i on i.id = ri.ingredient_id where ri.recipe_id = r.id and i.slug in (${sql.join(
      ingredientSlugs.map((slug) => sql`${slug}`),
      sql`, `,
    )}))`;
  const tagged = (slug: string) => sql`exists (select 1 from recipe_tags rt join tags t on t.id = rt.tag_id where rt.recipe_id = r.id and t.slug = ${slug})`;
  const filed = (slug: string) => sql`${slug} = any(select c.slug from categories c where c.id = any(r.category_ids))`;
  const chickenFamily = ["pollo", "pechuga-de-pollo", "muslo-de-pollo", "contramuslo-de-pollo", "alita-de-pollo", "carne-picada-de-pollo"];

  it("answers the README's example: the diet is required, chicken is any cut of it", async () => {
    const found = await everything(`semantic_query=${encodeURIComponent("cena rápida sin gluten con pollo")}`);
    const applied = found.meta.semantic!.applied.map((filter) => `${filter.param}=${filter.value}`);
    expect(applied).toEqual(expect.arrayContaining(["include_tag_slugs=sin-gluten", `include_ingredient_ids=${await idOf("ingredients", "pollo")}`]));
    // "cena rápida" is the quick-dinner occasion of the catalogue.
    expect(applied).toContain(`category_ids=${await idOf("categories", "cena-rapida")}`);
    expect(found.meta.semantic!.applied.find((filter) => filter.param === "include_ingredient_ids")!.label).toBe("pollo");
    const direct = await slugsWhere(sql`${using(chickenFamily)} and ${tagged("sin-gluten")} and ${filed("cena-rapida")}`);
    expect(direct.length).toBeGreaterThan(0);
    expect(slugs(found)).toEqual(direct);
    expect(found.meta.semantic!.relaxed).toEqual([]);
  });

  it("finds every cut of chicken, never a stock, nor cabbage (repollo)", async () => {
    const found = slugs(await everything(`semantic_query=${encodeURIComponent("cena rápida con pollo")}`));
    // Chicken breast only, no ingredient called "pollo".
    expect(found).toContain("pollo-kung-pao");
    expect(found).toEqual(await slugsWhere(sql`${using(chickenFamily)} and ${filed("cena-rapida")}`));
    const english = slugs(await everything(`semantic_query=${encodeURIComponent("chicken")}`));
    expect(english).toEqual(await slugsWhere(using(chickenFamily)));
    expect(english).not.toContain("solomillo-al-whisky"); // chicken stock only
  });

  it("gives up the vaguest words first when nothing meets them all, and says which", async () => {
    const spanish = await everything(`semantic_query=${encodeURIComponent("algo con garbanzos para merendar")}`);
    expect(spanish.meta.total).toBeGreaterThan(0);
    expect(spanish.meta.semantic!.relaxed.map((filter) => [filter.param, filter.label])).toEqual([["include_tag_slugs", "Merienda"]]);
    // Chickpeas, dried or cooked; chickpea flour is a baking item of its own.
    expect(slugs(spanish)).toEqual(await slugsWhere(using(["garbanzo", "garbanzo-cocido"])));

    const english = await search(`semantic_query=${encodeURIComponent("spicy mexican chicken")}&per_page=100`, "en");
    expect(english.meta.total).toBeGreaterThan(0);
    expect(english.meta.semantic!.relaxed.map((filter) => filter.label)).toEqual(["Spicy"]);
    expect(slugs(english)).toEqual(await slugsWhere(sql`${using(chickenFamily)} and ${filed("mexicana")}`));
    // The facet counts are of the same recipes.
    const facets = facetAnswer.parse(
      await (await api.request(`/api/filtered-categories-with-counts?semantic_query=${encodeURIComponent("spicy mexican chicken")}`, { locale: "en" })).json(),
    );
    expect(facets.data.total).toBe(english.meta.total);
    expect(facets.meta.semantic!.relaxed.map((filter) => filter.label)).toEqual(["Spicy"]);
  });

  it("never gives up an exclusion or a diet, and gives up every wish for them", async () => {
    const vegetarian = await everything(`semantic_query=${encodeURIComponent("vegetariana con pollo")}`);
    const allVegetarian = await slugsWhere(tagged("vegetariana"));
    expect(vegetarian.meta.total).toBe(allVegetarian.length);
    expect(allVegetarian).toEqual(expect.arrayContaining(slugs(vegetarian)));
    expect(vegetarian.meta.semantic!.relaxed.map((filter) => filter.label)).toEqual(["pollo"]);
    const withoutGarlic = await everything(`semantic_query=${encodeURIComponent("pollo sin ajo")}`);
    expect(withoutGarlic.meta.total).toBeGreaterThan(0);
    expect(slugs(withoutGarlic)).toEqual(await slugsWhere(sql`${using(chickenFamily)} and not ${using(["ajo"])}`));
  });

  it("finds the dish a request names in titles before the readings of its words, and stretches a vague time before giving it up (decision 081)", async () => {
    // "arroz con leche" reads as the course "arroz" and the ingredient "leche", and names a dessert.
    const pudding = await everything(`semantic_query=${encodeURIComponent("arroz con leche")}`);
    expect(slugs(pudding)).toEqual(await slugsWhere(sql`immutable_unaccent(lower(r.title_es)) like '%arroz con leche%'`));
    expect(pudding.meta.semantic!.relaxed.map((filter) => filter.label)).toEqual(["Arroces"]);
    // Words nothing else read are a dish's name: recipes with them in the title, when some have.
    const cookies = await everything(`semantic_query=${encodeURIComponent("galletas")}`);
    expect(cookies.meta.total).toBeGreaterThan(0);
    expect(slugs(cookies)).toEqual(await slugsWhere(sql`r.title_es ilike '%galleta%'`));
    expect(cookies.meta.semantic!.relaxed).toEqual([]);
    // "rápida" given up still keeps the lentils under 45 minutes; only the half hour is said to be given up.
    const lentils = await everything(`semantic_query=${encodeURIComponent("receta rápida con lentejas")}`);
    expect(lentils.meta.total).toBeGreaterThan(0);
    expect(slugs(lentils)).toEqual(await slugsWhere(sql`${using(["lenteja", "lenteja-roja", "lenteja-pardina", "lenteja-beluga", "lenteja-verde"])} and r.total_minutes <= 45`));
    expect(lentils.meta.semantic!.relaxed.map((filter) => filter.matched)).toEqual(["rápida"]);
  });

  it("turns an English request into filters", async () => {
    const found = await everything(`semantic_query=${encodeURIComponent("vegan dessert under 300 calories")}`);
    const applied = found.meta.semantic!.applied.map((filter) => `${filter.param}=${filter.value}`);
    expect(applied).toEqual(expect.arrayContaining(["calories_max=300", "include_tag_slugs=vegana"]));
    expect(found.meta.total).toBeGreaterThan(0);
    expect(await slugsWhere(tagged("vegana"))).toEqual(expect.arrayContaining(slugs(found)));
  });

  it("answers the same words under new filters from what the words made of every recipe, and shows a change at once", async () => {
    const words = `semantic_query=${encodeURIComponent("pollo sin ajo")}`;
    const chickenWithoutGarlic = sql`${using(chickenFamily)} and not ${using(["ajo"])}`;
    expect(slugs(await everything(words))).toEqual(await slugsWhere(chickenWithoutGarlic));
    // The words' pass over every recipe is reused under another filter; the filter is not.
    const refined = slugs(await everything(`${words}&include_tag_slugs=sin-gluten`));
    expect(refined).toEqual(await slugsWhere(sql`${chickenWithoutGarlic} and ${tagged("sin-gluten")}`));
    expect(refined.length).toBeGreaterThan(0);
    // A recipe gaining a chicken line is found by the same words at once, under either filter.
    const [gaining] = await slugsWhere(sql`${tagged("sin-gluten")} and not ${using(chickenFamily)} and not ${using(["ajo"])}`);
    expect(gaining).toBeDefined();
    const line = sql`(select id from recipes where slug = ${gaining!}), 999, (select id from ingredients where slug = 'pollo'), 1, 'unidad'`;
    await api.db.execute(sql`insert into recipe_ingredients (recipe_id, position, ingredient_id, quantity, unit) values (${line})`);
    try {
      expect(slugs(await everything(`${words}&include_tag_slugs=sin-gluten`))).toContain(gaining);
      expect(slugs(await everything(words))).toContain(gaining);
    } finally {
      await api.db.execute(sql`delete from recipe_ingredients where position = 999 and recipe_id = (select id from recipes where slug = ${gaining!})`);
    }
    expect(slugs(await everything(`${words}&include_tag_slugs=sin-gluten`))).not.toContain(gaining);
  });
});

describe("plain words (issue 30)", () => {
  const using = (ingredientSlugs: string[]) =>
    sql`exists (select 1 from recipe_ingredients ri join ingredients i on i.id = ri.ingredient_id where ri.recipe_id = r.id and i.slug in (${sql.join(
      ingredientSlugs.map((slug) => sql`${slug}`),
      sql`, `,
    )}))`;
  const tagged = (slug: string) => sql`exists (select 1 from recipe_tags rt join tags t on t.id = rt.tag_id where rt.recipe_id = r.id and t.slug = ${slug})`;
  const filed = (slug: string) => sql`${slug} = any(select c.slug from categories c where c.id = any(r.category_ids))`;
  const nuts = ["almendra", "almendra-molida", "anacardo", "avellana", "cacahuete", "nuez", "pinon", "pistacho"];
  const cheeses = sql`exists (select 1 from recipe_ingredients ri join ingredients i on i.id = ri.ingredient_id where ri.recipe_id = r.id
    and (i.slug like 'queso%' or i.slug in ('mozzarella', 'ricotta', 'mascarpone', 'paneer')))`;
  const plain = (words: string, locale: "es" | "en") => search(`semantic_query=${encodeURIComponent(words)}&per_page=100`, locale);

  it("answers a diet with its recipes when the rest of the request finds none of them: the meal ranks, never requires", async () => {
    for (const [words, locale] of [
      ["cena vegana", "es"],
      ["vegan dinner", "en"],
    ] as const) {
      const found = await plain(words, locale);
      expect(found.meta.total, words).toBeGreaterThan(0);
      const vegan = await slugsWhere(tagged("vegana"));
      expect(vegan, words).toEqual(expect.arrayContaining(slugs(found)));
      // A dessert is no dinner.
      expect(
        slugs(found).filter((slug) => !vegan.includes(slug)),
        words,
      ).toEqual([]);
      expect(await slugsWhere(sql`${filed("postres")}`), words).not.toContain(found.data[0]!.slug);
    }
  });

  it("rules out a whole kind of food, in both languages and every phrasing, and names it on its chip", async () => {
    const withoutNuts = await slugsWhere(sql`${tagged("vegana")} and not ${using(nuts)}`);
    expect(withoutNuts.length).toBeGreaterThan(0);
    for (const [words, locale, label] of [
      ["cena vegana sin frutos secos", "es", "Frutos secos"],
      ["vegan dinner without nuts", "en", "Nuts"],
      ["vegan dinner, no nuts", "en", "Nuts"],
      ["nut-free vegan dinner", "en", "Nuts"],
      ["vegan dinner free of nuts", "en", "Nuts"],
      ["vegan dinner free from nuts", "en", "Nuts"],
    ] as const) {
      const found = await plain(words, locale);
      expect(found.meta.total, words).toBeGreaterThan(0);
      expect(withoutNuts, words).toEqual(expect.arrayContaining(slugs(found)));
      const chip = found.meta.semantic!.applied.find((filter) => filter.param === "exclude_ingredient_ids");
      expect(chip, words).toMatchObject({ value: "frutos-secos", label });
    }
  });

  it("takes an excluded ingredient's kind with it: pasta without cheese has no parmesan, in either language", async () => {
    const expected = await slugsWhere(sql`${filed("pastas")} and not ${cheeses}`);
    expect(expected.length).toBeGreaterThan(0);
    for (const [words, locale] of [
      ["pasta sin queso", "es"],
      ["pasta without cheese", "en"],
      ["cheese-free pasta", "en"],
    ] as const) {
      const found = await plain(words, locale);
      expect(slugs(found), words).toEqual(expected);
    }
    // The same through the explicit parameter, by the kind's slug or the ingredient's.
    expect(slugs(await everything(`category_slugs=pastas&exclude_ingredient_ids=quesos`))).toEqual(expected);
    expect(slugs(await everything(`category_slugs=pastas&exclude_ingredient_ids=queso`))).toEqual(expected);
  });

  it("offers, when truly nothing matches, the nearest requests that find something, nearest first", async () => {
    // No recipe is tagged "sin azúcar añadido": the diet is required, so nothing is found.
    const found = await plain("postre vegano sin azúcar añadido", "es");
    expect(found.meta.total).toBe(0);
    const nearest = found.meta.semantic!.nearest;
    expect(nearest[0]).toEqual({ query: "postre vegano", total: (await slugsWhere(sql`${tagged("vegana")} and ${filed("postres")}`)).length });
    for (const { query, total } of nearest) expect((await plain(query, "es")).meta.total, query).toBe(total);
    // A request that finds something offers nothing.
    expect((await plain("postre vegano", "es")).meta.semantic!.nearest).toEqual([]);
  });

  it("understands the words people use for dishes, occasions and audiences", async () => {
    const cases: Array<[string, "es" | "en", ReturnType<typeof sql>]> = [
      ["plato de cuchara", "es", tagged("guiso")],
      ["a hearty stew", "en", tagged("guiso")],
      ["tarta de cumpleaños fácil", "es", filed("postres")],
      ["something sweet without an oven", "en", sql`${filed("postres")} and ${tagged("sin-horno")}`],
      ["dinner party main course", "en", sql`${filed("fiestas")} and not ${filed("postres")}`],
      ["dairy-free breakfast", "en", tagged("sin-lactosa")],
      ["high protein vegetarian lunch", "en", sql`${tagged("vegetariana")} and not ${filed("postres")}`],
      ["recetas para niños", "es", tagged("para-ninos")],
      ["kids lunch", "en", tagged("para-ninos")],
    ];
    for (const [words, locale, condition] of cases) {
      const found = await plain(words, locale);
      expect(found.meta.total, words).toBeGreaterThan(0);
      expect(await slugsWhere(condition), words).toEqual(expect.arrayContaining(slugs(found).slice(0, 5)));
    }
  });
});

describe("relevance", () => {
  const order = async (query: string, locale: "es" | "en" = "es") => (await search(`${query}&per_page=100`, locale)).data.map((recipe) => recipe.slug);

  it("ranks a dish whose main ingredient is chicken above one that only uses chicken stock", async () => {
    for (const query of ["q=pollo", "q=chicken", `semantic_query=pollo`]) {
      const found = await order(query);
      const at = (slug: string) => {
        expect(found, `${query} finds ${slug}`).toContain(slug);
        return found.indexOf(slug);
      };
      // Chicken in the title, then chicken as the main line (the paella), then chicken stock only.
      expect(at("pollo-al-ajillo"), query).toBeLessThan(at("paella-valenciana"));
      if (query.startsWith("q=")) {
        for (const stockOnly of ["solomillo-al-whisky", "ramen-shoyu", "frijoles-charros", "sopa-de-ajo"]) expect(at("paella-valenciana"), query).toBeLessThan(at(stockOnly));
      }
    }
  });

  it("keeps main ingredients apart from stocks and garnishes", async () => {
    const mains = async (slug: string) => {
      const result = await api.db.execute(sql`select i.slug from recipes r join ingredients i on i.id = any(r.main_ingredient_ids) where r.slug = ${slug} order by i.slug`);
      return (result as unknown as { rows: Array<{ slug: string }> }).rows.map((row) => row.slug);
    };
    expect(await mains("solomillo-al-whisky")).toEqual(["solomillo-de-cerdo"]);
    expect(await mains("pollo-al-chilindron")).not.toContain("jamon-serrano"); // 80 g of ham on a chicken stew
    expect(await mains("paella-valenciana")).toEqual(expect.arrayContaining(["pollo", "conejo", "arroz-bomba"]));
  });
});

describe("suggestions and popular searches", () => {
  it("suggests recipes, ingredients, tags and categories by prefix and despite typos", async () => {
    const typed = await (await api.request("/api/recipes/suggestions?q=gaspacho")).json();
    expect(typed.data.recipes[0].slug).toBe("gazpacho-andaluz");
    const prefix = await (await api.request("/api/recipes/suggestions?q=tomat&locale=es")).json();
    expect(prefix.data.ingredients.map((item: { slug: string }) => item.slug)).toContain("tomate");
    const english = await (await api.request("/api/recipes/suggestions?q=chick&locale=en")).json();
    expect(english.data.ingredients.map((item: { name: string }) => item.name)).toContain("chicken");
    const category = await (await api.request("/api/recipes/suggestions?q=italian&locale=en")).json();
    expect(category.data.categories.map((item: { slug: string }) => item.slug)).toContain("italiana");
  });

  it("lists the searches most visitors made, only those that found something, on their first page", async () => {
    // Each visitor counts once a day (popular-searches.test.ts has the rest of decision 031's rules).
    const searchFrom = async (query: string, ip: string) => expect((await api.request(`/api/recipes/search?${query}`, { ip })).status).toBe(200);
    for (const ip of ["192.0.2.1", "192.0.2.2", "192.0.2.3"]) await searchFrom("q=Tarta%20de%20queso", ip);
    for (const ip of ["192.0.2.1", "192.0.2.2"]) await searchFrom("q=croquetas", ip);
    for (const ip of ["192.0.2.1", "192.0.2.2"]) await searchFrom("q=zzzzzqqq", ip);
    await searchFrom("q=tarta%20de%20queso&page=2", "192.0.2.4");
    const popular = await (await api.request("/api/analytics/popular-searches?limit=5")).json();
    expect(popular.data).toEqual([
      { query: "tarta de queso", count: 3 },
      { query: "croquetas", count: 2 },
    ]);
  });
});
