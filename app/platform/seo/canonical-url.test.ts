import { describe, expect, it } from "vitest";
import { canonicalUrl, isPagePath } from "./canonical-url";

/** [requested path with query, expected canonical location or "ok"] */
type Case = readonly [string, string];

function decide(address: string) {
  const [pathname = "/", search = ""] = address.split(/\?(.*)/s);
  return canonicalUrl(pathname, search);
}

function expectCases(cases: readonly Case[]) {
  for (const [requested, expected] of cases) {
    const decision = decide(requested);
    expect(decision.action === "ok" ? "ok" : decision.location, requested).toBe(expected);
  }
}

describe("canonical URL rules (§2)", () => {
  it("leaves canonical addresses alone, with or without a query", () => {
    expectCases([
      ["/", "ok"],
      ["/en", "ok"],
      ["/faq", "ok"],
      ["/en/faq", "ok"],
      ["/receta/paella-valenciana", "ok"],
      ["/en/receta/paella-valenciana", "ok"],
      ["/recetas/", "ok"],
      ["/categorias/", "ok"],
      ["/categoria/arroces", "ok"],
      ["/tag/vegana", "ok"],
      ["/buscar/", "ok"],
      ["/buscar/?q=paella&page=2", "ok"],
      ["/search", "ok"],
      ["/search?q=paella&categories=arroces", "ok"],
      ["/user/dashboard", "ok"],
      ["/perfil/", "ok"],
      ["/admin/", "ok"],
      ["/sign-in?redirectTo=%2Fuser%2Fdashboard", "ok"],
    ]);
  });

  it("serves Spanish without a prefix and keeps /en", () => {
    expectCases([
      ["/es", "/"],
      ["/es/", "/"],
      ["/es/faq", "/faq"],
      ["/ES/Faq", "/faq"],
      ["/es/receta/paella", "/receta/paella"],
      ["/es/recetas", "/recetas/"],
      ["/es/faq?x=1", "/faq?x=1"],
      ["/EN/FAQ", "/en/faq"],
      ["/en/", "/en"],
      ["/en/recipes/paella", "/en/receta/paella"],
    ]);
  });

  it("maps legacy paths", () => {
    expectCases([
      ["/recipe/paella", "/receta/paella"],
      ["/recipe", "/recetas/"],
      ["/recipes", "/recetas/"],
      ["/recipes/", "/recetas/"],
      ["/recipes/paella", "/receta/paella"],
      ["/recipes/Paella_Valenciana", "/receta/paella-valenciana"],
      ["/recipes/paella/remix", "/receta/paella/remix"],
      ["/en/recipes/paella/marketplace", "/en/receta/paella/marketplace"],
      ["/receta", "/recetas/"],
      ["/chef-profile/carmen-montero", "/chef/carmen-montero"],
      ["/chef-profile/Carmen Montero", "/chef/carmen-montero"],
      ["/search/paella", "/buscar/paella"],
      ["/en/search/tortilla", "/en/buscar/tortilla"],
      ["/category/arroces", "/categoria/arroces"],
      ["/category", "/categorias/"],
      ["/categoria", "/categorias/"],
      ["/category/Cocina_Española", "/categoria/cocina-espanola"],
      ["/profile/marta", "/users/marta"],
      ["/profile", "/perfil/"],
      ["/en/profile/marta/", "/en/users/marta"],
    ]);
  });

  it("normalises /search/ to /search and keeps /search as its own page", () => {
    expectCases([
      ["/search/", "/search"],
      ["/search/?q=paella", "/search?q=paella"],
      ["/en/search/", "/en/search"],
      ["/Search", "/search"],
    ]);
  });

  it("drops old .html extensions", () => {
    expectCases([
      ["/index.html", "/"],
      ["/index.htm", "/"],
      ["/index.php", "/"],
      ["/en/index.html", "/en"],
      ["/receta/paella.html", "/receta/paella"],
      ["/receta/Paella_Valenciana.HTML", "/receta/paella-valenciana"],
      ["/faq.html", "/faq"],
      ["/recetas/index.html", "/recetas/"],
      ["/recipes/paella.html", "/receta/paella"],
    ]);
  });

  it("turns old query forms into addresses", () => {
    expectCases([
      ["/?s=paella", "/buscar/?q=paella"],
      ["/?q=paella&utm_source=news", "/buscar/?q=paella"],
      ["/en?s=tortilla", "/en/buscar/?q=tortilla"],
      ["/?search=gazpacho&page=2", "/buscar/?q=gazpacho&page=2"],
      ["/?s=", "/?q="],
      ["/buscar?s=paella", "/buscar/?q=paella"],
      ["/buscar/?query=paella", "/buscar/?q=paella"],
      ["/buscar/?q=arroz&s=paella", "/buscar/?q=arroz"],
      ["/receta?id=42", "/receta/42"],
      ["/receta?slug=Paella_Valenciana&fbclid=abc", "/receta/paella-valenciana"],
      ["/recipe?id=paella", "/receta/paella"],
      ["/recipes?recipe=paella&ref=home", "/receta/paella"],
      ["/en/receta?id=paella", "/en/receta/paella"],
      // Aliases get their known names, so the page reads what its canonical link says.
      ["/recetas/?categoria=arroces&orden=populares", "/recetas/?category=arroces&sort=populares"],
      ["/recetas/?pagina=2&utm_source=x", "/recetas/?page=2"],
      ["/recetas/?categoria=postres&category=arroces", "/recetas/?category=arroces"],
      ["/en/tag/vegana?etiqueta=rapida&redirectTo=x", "/en/tag/vegana?tag=rapida&redirectTo=x"],
      ["/search?categories=arroces&include_tags=vegana", "ok"],
    ]);
  });

  it("lowercases paths and slugifies the slug of /receta/, /chef/, /categoria/, /user/ and /users/", () => {
    expectCases([
      ["/FAQ", "/faq"],
      ["/Receta/Paella", "/receta/paella"],
      ["/receta/Paella_Valenciana", "/receta/paella-valenciana"],
      ["/receta/paella%20valenciana", "/receta/paella-valenciana"],
      ["/receta/Tortilla%20de%20Patatas", "/receta/tortilla-de-patatas"],
      ["/receta/%C3%B1oquis-de-calabaza", "/receta/noquis-de-calabaza"],
      ["/receta/cr%C3%A8me-br%C3%BBl%C3%A9e", "/receta/creme-brulee"],
      ["/chef/Carmen_Montero", "/chef/carmen-montero"],
      ["/categoria/Cocina Española", "/categoria/cocina-espanola"],
      ["/user/Marta_Gil", "/user/marta-gil"],
      ["/en/user/Saved-Recipes", "/en/user/saved-recipes"],
      ["/tag/Vegana", "/tag/vegana"],
      ["/users/Ana_Ruiz", "/users/ana-ruiz"],
    ]);
  });

  it("sends /profile/{slug} and /perfil/{slug} to the member's profile at /users/{slug} (decision 020)", () => {
    expectCases([
      ["/users/marta-gil", "ok"],
      ["/en/users/marta-gil", "ok"],
      ["/users/marta-gil/followers", "ok"],
      ["/en/users/carmen-montero/following", "ok"],
      ["/perfil/", "ok"],
      ["/en/perfil/", "ok"],
      ["/perfil", "/perfil/"],
      ["/en/perfil", "/en/perfil/"],
      ["/profile", "/perfil/"],
      ["/profile/", "/perfil/"],
      ["/en/profile", "/en/perfil/"],
      ["/perfil/marta-gil", "/users/marta-gil"],
      ["/perfil/marta-gil/", "/users/marta-gil"],
      ["/en/perfil/marta-gil", "/en/users/marta-gil"],
      ["/es/perfil/marta-gil", "/users/marta-gil"],
      ["/perfil/Marta_Gil", "/users/marta-gil"],
      ["/perfil/N%C3%BAria%20Puig", "/users/nuria-puig"],
      ["/perfil/marta-gil/followers", "/users/marta-gil/followers"],
      ["/profile/marta-gil", "/users/marta-gil"],
      ["/profile/Marta_Gil/", "/users/marta-gil"],
      ["/en/profile/marta-gil/following", "/en/users/marta-gil/following"],
      ["/users/Marta-Gil", "/users/marta-gil"],
      ["/users/marta-gil/", "/users/marta-gil"],
      ["/en/users/marta-gil/followers/", "/en/users/marta-gil/followers"],
      ["/perfil/marta-gil?utm_source=x&cursor=abc", "/users/marta-gil?cursor=abc"],
      ["/users/marta-gil?cursor=abc&page=2", "ok"],
      ["/users/marta-gil?utm_source=news", "ok"],
    ]);
  });

  it("does not slugify a slug into nothing", () => {
    expectCases([["/receta/%E2%9C%93", "ok"]]);
  });

  it("adds a trailing slash to the section roots and removes it everywhere else", () => {
    expectCases([
      ["/recetas", "/recetas/"],
      ["/ai-chefs", "/ai-chefs/"],
      ["/categorias", "/categorias/"],
      ["/buscar", "/buscar/"],
      ["/perfil", "/perfil/"],
      ["/admin", "/admin/"],
      ["/en/recetas", "/en/recetas/"],
      ["/en/buscar?q=jamon", "/en/buscar/?q=jamon"],
      ["/faq/", "/faq"],
      ["/receta/paella/", "/receta/paella"],
      ["/ai-chefs/carmen/", "/ai-chefs/carmen"],
      ["/categoria/arroces/", "/categoria/arroces"],
      ["/chef/carmen/", "/chef/carmen"],
      ["/user/dashboard/", "/user/dashboard"],
      ["/admin/cache/", "/admin/cache"],
      ["/buscar/paella/", "/buscar/paella"],
      ["/settings/profile/", "/settings/profile"],
    ]);
  });

  it("keeps the query on redirects but drops tracking parameters", () => {
    expectCases([
      ["/recetas?page=2", "/recetas/?page=2"],
      ["/recetas?utm_source=news&page=2&gclid=x", "/recetas/?page=2"],
      ["/FAQ?utm_medium=mail&fbclid=1&msclkid=2&mc_cid=3&mc_eid=4&_ga=5&yclid=6&ref=7", "/faq"],
      ["/en/Recipes/paella?utm_campaign=spring&servings=4", "/en/receta/paella?servings=4"],
      ["/buscar?q=paella+valenciana&sort=recientes", "/buscar/?q=paella+valenciana&sort=recientes"],
    ]);
  });

  it("never redirects only because of tracking parameters, which analytics needs on the page", () => {
    expectCases([
      ["/faq?utm_source=news", "ok"],
      ["/receta/paella?gclid=abc", "ok"],
    ]);
  });

  it("collapses repeated slashes, so a location can never leave the site", () => {
    expectCases([
      ["//receta/paella", "/receta/paella"],
      ["//evil-example/", "/evil-example"],
      ["///evil-example//path/", "/evil-example/path"],
      ["/en//faq", "/en/faq"],
      ["/receta//paella", "/receta/paella"],
    ]);
    const backslash = decide("/%5Cevil/");
    expect(backslash).toEqual({ action: "redirect", location: "/%5Cevil" });
  });

  it("accepts equivalent percent-encodings of a canonical path", () => {
    expectCases([
      ["/buscar/caf%c3%a9", "ok"],
      ["/buscar/caf%C3%A9", "ok"],
      ["/buscar/Caf%C3%A9", "/buscar/caf%C3%A9"],
      ["/buscar/bad%zzescape", "ok"],
    ]);
  });

  it("leaves the API, files, Remix data requests and resource routes alone", () => {
    for (const path of [
      "/api/recipes/Paella",
      "/api",
      "/healthz",
      "/assets/Entry.JS",
      "/resources/locale",
      "/Receta/Paella.data",
      "/__manifest",
      "/favicon.ico",
      "/img/Logo.PNG",
      "/sitemap-2.xml",
      "/robots.txt",
    ]) {
      expect(isPagePath(path), path).toBe(false);
      expect(canonicalUrl(path, "utm_source=x")).toEqual({ action: "ok" });
    }
    for (const path of ["/", "/receta/paella.html", "/index.php", "/FAQ", "/receta/2.5-kilos"]) expect(isPagePath(path), path).toBe(true);
  });

  it("sends every redirect to an address that is itself canonical (no chains, no loops)", () => {
    const samples = [
      "/es/Recipes/Paella_Valenciana.html?utm_source=x&page=2",
      "/Recipe?id=Tortilla",
      "/EN/Search/",
      "/en/search/Gazpacho/",
      "/es",
      "/en/",
      "/category",
      "/Profile/Marta/",
      "/?s=paella",
      "/index.html",
      "//en//recetas",
      "/ES/BUSCAR?s=x",
      "/chef-profile/Ana%20Ruiz/",
      "/en/admin",
      "/receta/Cr%C3%A8me",
      "/?busqueda=x&pagina=2",
      "/Recetas?orden=fecha&cat=arroces",
      "/perfil/Marta_Gil/",
      "/en/profile/marta-gil/followers/",
      "/PERFIL",
      "/users/Ana_Ruiz/",
      "/es/perfil/n%C3%BAria?utm_medium=x",
    ];
    for (const sample of samples) {
      const first = decide(sample);
      expect(first.action, sample).toBe("redirect");
      if (first.action === "redirect") expect(decide(first.location), `${sample} → ${first.location}`).toEqual({ action: "ok" });
    }
  });
});
