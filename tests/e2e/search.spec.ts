import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated, reloadHydrated } from "./support";

const resultCount = async (page: Page) => Number(await page.locator("[data-result-count]").getAttribute("data-result-count"));
const facet = (page: Page, name: string) => page.locator(`[data-facet="${name}"]`);
const panel = (page: Page) => page.locator("[data-filter-panel]");

test.describe("search box", () => {
  test("finds recipes from the header, accents and case aside, in both languages", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page
      .getByRole("banner")
      .getByRole("combobox", { name: "Buscar recetas" })
      .or(page.getByRole("banner").getByRole("searchbox", { name: "Buscar recetas" }))
      .fill("GAZPACHO");
    await page.getByRole("banner").getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL("/buscar/?q=GAZPACHO");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recetas con «GAZPACHO»");
    await expect(page.locator("[data-recipe-card]").first()).toContainText(/gazpacho/i);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,follow");
    await expectNoAxeViolations(page);

    await page.goto("/buscar/?q=gaspacho");
    await expect(page.locator("[data-recipe-card]").first()).toContainText(/gazpacho/i);

    await page.goto("/en/buscar/?q=jamon");
    await expect(page.locator("[data-result-count]")).toContainText(/recipes? for “jamon”/);
    expect(await page.locator("[data-recipe-card]").count()).toBeGreaterThan(0);
  });

  test("/buscar/{query} goes to the canonical /buscar/?q=", async ({ page }) => {
    await page.goto("/en/buscar/tortilla");
    await expect(page).toHaveURL("/en/buscar/?q=tortilla");
  });
});

test.describe("search filters with JavaScript", () => {
  test("each filter changes the results and the URL, and a reload restores the view", async ({ page }) => {
    await gotoHydrated(page, "/buscar/");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(300);

    // Difficulty: the URL follows after the debounce, page and default sort left out.
    await facet(page, "difficulty").getByLabel("Fácil").check();
    await expect(page).toHaveURL("/buscar/?difficulty=easy");
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    const easy = await resultCount(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,follow");

    // Ingredients in and out, through the typeahead.
    await facet(page, "ingredients").getByLabel("Añadir ingrediente").fill("ajo");
    await facet(page, "ingredients").getByLabel("Añadir ingrediente").press("Enter");
    await expect(page).toHaveURL("/buscar/?include_ingredients=ajo&difficulty=easy");
    await expect.poll(() => resultCount(page)).toBeLessThan(easy);
    const withGarlic = await resultCount(page);
    await facet(page, "ingredients").getByLabel("Excluir ingrediente").fill("cebolla");
    await facet(page, "ingredients").getByLabel("Excluir ingrediente").press("Enter");
    await expect(page).toHaveURL("/buscar/?include_ingredients=ajo&exclude_ingredients=cebolla&difficulty=easy");
    await expect.poll(() => resultCount(page)).toBeLessThan(withGarlic);
    await expect(page.locator('[data-filter-chip="excludeIngredients:cebolla"]')).toHaveText(/Sin cebolla/);
    const withoutOnion = await resultCount(page);

    // Time.
    await facet(page, "time").getByLabel("Tiempo total máximo").selectOption("60");
    await expect(page).toHaveURL(/total_time_max=60/);
    // The URL can change before the filtered answer arrives: wait for the count to follow.
    await expect.poll(() => resultCount(page)).toBeLessThan(withoutOnion);
    await expect(facet(page, "time").getByLabel("Tiempo total máximo")).toHaveValue("60");

    // Reload: the same view.
    const url = page.url();
    const count = await resultCount(page);
    await reloadHydrated(page);
    expect(page.url()).toBe(url);
    expect(await resultCount(page)).toBe(count);
    await expect(facet(page, "difficulty").getByLabel("Fácil")).toBeChecked();
    await expect(facet(page, "time").getByLabel("Tiempo total máximo")).toHaveValue("60");

    // A chip removes its filter.
    await page.locator('[data-filter-chip="excludeIngredients:cebolla"]').first().click();
    await expect(page).toHaveURL("/buscar/?include_ingredients=ajo&total_time_max=60&difficulty=easy");
    await expectNoAxeViolations(page);
  });

  test("tags, rating and calories filter too, and an empty result says what to loosen", async ({ page, request }) => {
    await gotoHydrated(page, "/buscar/");
    const all = await resultCount(page);

    await facet(page, "tags").getByLabel("Añadir etiqueta").fill("Vegana");
    await facet(page, "tags").getByLabel("Añadir etiqueta").press("Enter");
    await expect(page).toHaveURL("/buscar/?include_tags=vegana");
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    const vegan = await resultCount(page);
    expect(vegan).toBeGreaterThan(0);

    // Closed until used: open the section first.
    await facet(page, "calories").locator("summary").click();
    await facet(page, "calories").getByLabel("Máximo (kcal)").fill("300");
    await expect(page).toHaveURL("/buscar/?include_tags=vegana&calories_max=300");
    await expect.poll(() => resultCount(page)).toBeLessThan(vegan);
    const light = await resultCount(page);

    // The demo's members rated recipes from 3 to 5: the page finds what the API counts.
    await facet(page, "rating").getByLabel("4 o más").check();
    await expect(page).toHaveURL("/buscar/?include_tags=vegana&min_rating=4&calories_max=300");
    const rated = (await (await request.get("/api/recipes/search?include_tag_slugs=vegana&min_average_rating=4&calories_max=300&per_page=1")).json()).meta.total;
    expect(rated).toBeLessThanOrEqual(light);
    await expect.poll(() => resultCount(page)).toBe(rated);

    // Nothing is that light: the empty state offers to remove each filter.
    await facet(page, "calories").getByLabel("Máximo (kcal)").fill("10");
    await expect(page).toHaveURL("/buscar/?include_tags=vegana&min_rating=4&calories_max=10");
    await expect(page.locator("[data-empty-state]")).toContainText("No hay recetas que cumplan todo esto.");
    await page.locator("[data-empty-state]").locator('[data-filter-chip="caloriesMax"]').click();
    await expect(page).toHaveURL("/buscar/?include_tags=vegana&min_rating=4");
    await expect(page.locator("[data-recipe-card]").first()).toBeVisible();

    await page.getByRole("link", { name: "Quitar todos los filtros" }).first().click();
    await expect(page).toHaveURL("/buscar/");
    await expect.poll(() => resultCount(page)).toBe(all);
  });

  test("a request in plain words becomes removable filters, in English too", async ({ page }) => {
    await gotoHydrated(page, "/en/buscar/?semantic=vegan+dessert+under+300+calories");
    const chips = page.locator("[data-semantic-chips]");
    await expect(chips).toContainText("≤ 300 kcal");
    await expect(chips).toContainText("#Vegan");
    const count = await resultCount(page);
    await chips.locator('[data-filter-chip^="semantic:calories_max"]').click();
    await expect(page).toHaveURL(/\/en\/buscar\/\?.*include_tags=vegana/);
    await expect(page).not.toHaveURL(/calories_max/);
    await expect.poll(() => resultCount(page)).toBeGreaterThanOrEqual(count);
  });

  test("paging keeps the filters and a filter change goes back to page 1", async ({ page }) => {
    await gotoHydrated(page, "/buscar/?difficulty=easy");
    await page.getByRole("navigation", { name: "Paginación" }).getByRole("link", { name: "Página 2", exact: true }).click();
    await expect(page).toHaveURL("/buscar/?difficulty=easy&page=2");
    await facet(page, "difficulty").getByLabel("Intermedia").check();
    await expect(page).toHaveURL("/buscar/?difficulty=easy,medium");
  });
});

test.describe("search filters without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the panel is a GET form: results render on the server and the URL is clean", async ({ page }) => {
    await page.goto("/buscar/");
    const all = await resultCount(page);
    await facet(page, "difficulty").getByLabel("Fácil").check();
    await facet(page, "ingredients").getByLabel("Añadir ingrediente").fill("Pollo");
    await facet(page, "ingredients").getByLabel("Excluir ingrediente").fill("cebolla");
    await facet(page, "time").getByLabel("Tiempo total máximo").selectOption("60");
    await panel(page).getByRole("button", { name: "Aplicar filtros" }).click();
    await expect(page).toHaveURL("/buscar/?include_ingredients=pollo&exclude_ingredients=cebolla&total_time_max=60&difficulty=easy");
    const filtered = await resultCount(page);
    expect(filtered).toBeLessThan(all);
    await expect(page.locator('[data-filter-chip="includeIngredients:pollo"]')).toBeVisible();

    // Unchecking a chosen ingredient and applying removes it.
    await facet(page, "ingredients").getByLabel("Con pollo").uncheck();
    await panel(page).getByRole("button", { name: "Aplicar filtros" }).click();
    await expect(page).toHaveURL("/buscar/?exclude_ingredients=cebolla&total_time_max=60&difficulty=easy");
    expect(await resultCount(page)).toBeGreaterThanOrEqual(filtered);

    // Invalid values are stripped; /search answers too.
    await page.goto("/search?difficulty=extreme&sort=nope&page=0&include_tags=Sin%20Gluten");
    await expect(page).toHaveURL("/search?include_tags=sin-gluten");
    await expect(page.locator("[data-recipe-card]").first()).toBeVisible();

    await page.goto("/en/buscar/?include_ingredients=chicken");
    await expect(page).toHaveURL("/en/buscar/?include_ingredients=pollo");
    await expect(page.locator("[data-result-count]")).toContainText(/recipes?/);
  });
});

test.describe("a plain-words request nothing meets in full", () => {
  test("shows recipes like it and says what it left out, in both languages", async ({ page }) => {
    await gotoHydrated(page, "/buscar/?semantic=algo+con+garbanzos+para+merendar");
    await expect(page.locator("[data-relaxed-search]")).toHaveText("Sin coincidencias exactas: te mostramos recetas parecidas sin «Merienda»");
    expect(await resultCount(page)).toBeGreaterThan(0);
    await expect(page.locator("[data-recipe-card]").first()).toContainText(/garbanzo/i);
    await expectNoAxeViolations(page);

    await gotoHydrated(page, "/en/buscar/?semantic=spicy+mexican+chicken");
    await expect(page.locator("[data-relaxed-search]")).toHaveText("No exact matches: here are similar recipes without “Spicy”");
    expect(await resultCount(page)).toBeGreaterThan(0);

    // The README's example is met in full: recipes, and no such message.
    await gotoHydrated(page, "/buscar/?semantic=cena+r%C3%A1pida+sin+gluten+con+pollo");
    expect(await resultCount(page)).toBeGreaterThan(0);
    await expect(page.locator("[data-relaxed-search]")).toHaveCount(0);
  });

  test("a diet is never given up; with nothing found the panel counts nothing and the nearest searches are offered", async ({ page }) => {
    // A diet stays; the chicken is what goes (decisions/069).
    await gotoHydrated(page, "/buscar/?semantic=vegetariana+con+pollo");
    await expect(page.locator("[data-relaxed-search]")).toHaveText("Sin coincidencias exactas: te mostramos recetas parecidas sin «pollo»");
    // No recipe is tagged "sin azúcar añadido", and a diet is never given up.
    await gotoHydrated(page, "/buscar/?semantic=postre+vegano+sin+az%C3%BAcar+a%C3%B1adido");
    expect(await resultCount(page)).toBe(0);
    await expect(page.locator("[data-relaxed-search]")).toHaveCount(0);
    await expect(page.locator("[data-nearest-searches]").getByRole("link").first()).toContainText("postre vegano");
    const counts = await panel(page).locator("[data-facet] span.tabular-nums").allTextContents();
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.filter((count) => count.trim() !== "0")).toEqual([]);
  });
});

test.describe("the filters' test page (/test/filtros)", () => {
  test("shows what its parameters read as, the API's query and its answer, and takes new filters from its plain form, in both languages", async ({ page }) => {
    // An invalid value is dropped from what is read; the rest reach the API under its names (§7).
    await gotoHydrated(page, "/test/filtros?include_ingredients=pollo&difficulty=easy,imposible&servings_min=abc");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prueba de filtros");
    const form = page.locator("[data-filter-test-form]");
    await expect(form.getByLabel("include_ingredients → include_ingredient_ids")).toHaveValue("pollo");
    await expect(form.getByLabel("difficulty → difficulty_levels")).toHaveValue("easy");
    await expect(form.getByLabel("servings_min → min_servings")).toHaveValue("");
    await expect(page.locator("[data-filter-test-search]")).toHaveText("/buscar/?include_ingredients=pollo&difficulty=easy");
    const apiQuery = JSON.parse((await page.locator("[data-filter-test-query]").textContent()) ?? "{}") as Record<string, string>;
    expect(apiQuery).toMatchObject({ include_ingredient_ids: "pollo", difficulty_levels: "easy" });
    const answer = JSON.parse((await page.locator("[data-filter-test-json]").textContent()) ?? "{}") as { data: { title: string }[]; meta: { total: number } };
    expect(answer.meta.total).toBeGreaterThan(0);
    await expect(page.locator("[data-filter-test-results] li")).toHaveCount(answer.data.length);
    await expectNoAxeViolations(page);

    // A new filter from the form is a GET: the address carries it and the answer follows.
    await form.getByLabel("has_video → has_video").selectOption("false");
    await form.getByRole("button", { name: "Probar" }).click();
    await expect(page).toHaveURL(/[?&]has_video=false/);
    await expect(page.locator("[data-filter-test-query]")).toContainText('"has_video": "false"');

    await gotoHydrated(page, "/en/test/filtros?q=chicken");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Filter test");
    await expect(page.locator("[data-filter-test-search]")).toHaveText("/en/buscar/?q=chicken");
  });
});
