import { describe, expect, it } from "vitest";
import { apiPath, apiPaths } from "./paths";
import { slugParam } from "./slug-param";
import { foldAccents, foldText, slugify } from "./text";

describe("text rules both halves share", () => {
  it("folds accents and keeps case; foldText lowers it too", () => {
    expect(foldAccents("Jamón Ñoquis Crème brûlée")).toBe("Jamon Noquis Creme brulee");
    expect(foldText("Jamón IBÉRICO")).toBe("jamon iberico");
    // A spacing accent typed on its own is not a mark, as in the database's unaccent().
    expect(foldText("D´Angelo")).toBe("d´angelo");
  });

  it("slugifies names, titles and old links", () => {
    expect(slugify("Paella Valenciana")).toBe("paella-valenciana");
    expect(slugify("Tortilla_de_Patatas")).toBe("tortilla-de-patatas");
    expect(slugify("  ¡Ají de gallina!  ")).toBe("aji-de-gallina");
    expect(slugify("Ána D´Angelo")).toBe("ana-d-angelo");
    expect(slugify("!!!")).toBe("");
  });

  it("accepts only slugs as slug parameters", () => {
    expect(slugParam.safeParse("pollo-al-ajillo").success).toBe(true);
    for (const bad of ["Pollo", "pollo--ajillo", "-pollo", "pollo_ajillo", "x".repeat(201)]) expect(slugParam.safeParse(bad).success).toBe(false);
  });
});

describe("API paths", () => {
  it("fills placeholders, encoding each value", () => {
    expect(apiPath(apiPaths.category, { slug: "española" })).toBe("/api/categories/espa%C3%B1ola");
    expect(apiPath(apiPaths.review, { id: 12 })).toBe("/api/reviews/12");
    expect(apiPath(apiPaths.verifyEmail, { id: 3, token: "a/b" })).toBe("/api/auth/email/verify/3/a%2Fb");
  });
});
