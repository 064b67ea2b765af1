import { describe, expect, it } from "vitest";
import type { RecipeDetail } from "#api/contract/recipes";
import { serializeJsonLd } from "~/platform/seo/structured-data";
import { recipeStructuredData } from "./recipe-schema-org";

const paella: RecipeDetail = {
  id: 7,
  slug: "paella-valenciana",
  locale: "es",
  text_locale: "es",
  title: "Paella valenciana",
  description: "El arroz de los domingos.",
  featured_image_url: "/api/media/recipes/paella.svg",
  image: { url: "/api/media/recipes/paella.svg", width: 800, height: 600 },
  user: { id: 3, name: "Carmen Montero", slug: "carmen-montero", is_ai_chef: true, avatar_url: null },
  servings: 4,
  total_time_minutes: 90,
  prep_time_minutes: 20,
  cook_time_minutes: 65,
  active_time_minutes: 40,
  difficulty: "medium",
  average_rating: 0,
  reviews_count: 0,
  is_featured: true,
  has_video: false,
  created_at: "2026-10-01T10:00:00.000Z",
  updated_at: "2026-10-02T10:00:00.000Z",
  published_at: "2026-10-01T10:00:00.000Z",
  video_url: null,
  categories: [
    { id: 1, name: "Valenciana", slug: "valenciana", type: "cuisine" },
    { id: 2, name: "Arroces", slug: "arroces", type: "course" },
  ],
  tags: [
    { id: 1, name: "Tradicional", slug: "tradicional" },
    { id: 2, name: "Sin gluten", slug: "sin-gluten" },
  ],
  ingredients: [
    { description: "400 g de arroz bomba", quantity: 400, unit: "g", note: null, ingredient: { id: 1, name: "arroz bomba", slug: "arroz-bomba" } },
    { description: "sal al gusto", quantity: null, unit: "to_taste", note: null, ingredient: { id: 2, name: "sal", slug: "sal" } },
  ],
  steps: [
    { position: 1, description: "Sofríe el ajo y el tomate.", image_url: null, section: null },
    { position: 2, description: "Añade el arroz.", image_url: "/api/media/steps/2.webp", section: null },
  ],
  nutrition: { calories: 610, protein: 32, carbs: 78.5, fat: 18, fiber: null, sugar: 5, sodium: 720, estimated: false },
  notes: "",
  recipe_yield: "",
  equipment: [],
  source: null,
  cooksnaps_count: 0,
  is_saved: false,
  remixes_count: 0,
  remixes: [],
  remixed_from: null,
  remix_changes: null,
};

const input = {
  recipe: paella,
  url: "https://sazon.example/receta/paella-valenciana",
  siteUrl: "https://sazon.example",
  authorUrl: "https://sazon.example/users/carmen-montero",
};

describe("recipe structured data", () => {
  it("describes the recipe as schema.org wants it", () => {
    const data = recipeStructuredData(input);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Paella valenciana",
      description: "El arroz de los domingos.",
      image: ["https://sazon.example/api/media/recipes/paella.svg"],
      author: { "@type": "Organization", name: "Carmen Montero", url: "https://sazon.example/users/carmen-montero" },
      datePublished: "2026-10-01T10:00:00.000Z",
      dateModified: "2026-10-02T10:00:00.000Z",
      recipeYield: "4",
      prepTime: "PT20M",
      cookTime: "PT1H5M",
      totalTime: "PT1H30M",
      recipeCategory: "Arroces",
      recipeCuisine: "Valenciana",
      keywords: "Tradicional, Sin gluten",
      recipeIngredient: ["400 g de arroz bomba", "sal al gusto"],
      inLanguage: "es",
      url: "https://sazon.example/receta/paella-valenciana",
    });
    expect(data.recipeInstructions).toEqual([
      { "@type": "HowToStep", position: 1, text: "Sofríe el ajo y el tomate.", url: "https://sazon.example/receta/paella-valenciana#step-1" },
      {
        "@type": "HowToStep",
        position: 2,
        text: "Añade el arroz.",
        url: "https://sazon.example/receta/paella-valenciana#step-2",
        image: "https://sazon.example/api/media/steps/2.webp",
      },
    ]);
    expect(data.nutrition).toEqual({
      "@type": "NutritionInformation",
      calories: "610 kcal",
      proteinContent: "32 g",
      carbohydrateContent: "78.5 g",
      fatContent: "18 g",
      sugarContent: "5 g",
      sodiumContent: "720 mg",
    });
  });

  it("has no rating until someone rates, and no video without one", () => {
    const data = recipeStructuredData(input);
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("video");
    const rated = recipeStructuredData({ ...input, recipe: { ...paella, average_rating: 4.5, reviews_count: 12 } });
    expect(rated.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 12, bestRating: 5, worstRating: 1 });
  });

  it("credits a member as a person and describes a video", () => {
    const data = recipeStructuredData({
      ...input,
      recipe: { ...paella, user: { ...paella.user, is_ai_chef: false }, video_url: "https://youtu.be/dQw4w9WgXcQ", has_video: true },
    });
    expect(data.author).toMatchObject({ "@type": "Person" });
    expect(data.video).toEqual({
      "@type": "VideoObject",
      name: "Paella valenciana",
      description: "El arroz de los domingos.",
      thumbnailUrl: ["https://sazon.example/api/media/recipes/paella.svg"],
      contentUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      uploadDate: "2026-10-01T10:00:00.000Z",
    });
  });

  it("gives what it makes besides servings, its tools and its credit; nothing of them when not given", () => {
    const plain = recipeStructuredData(input);
    expect(plain).not.toHaveProperty("tool");
    expect(plain).not.toHaveProperty("isBasedOn");
    const full = recipeStructuredData({
      ...input,
      recipe: {
        ...paella,
        recipe_yield: "1 paella de 40 cm",
        equipment: ["Paellera de 40 cm", "Quemador de gas"],
        source: { name: "Recetario de la abuela Carmen", url: "https://example.org/recetario" },
      },
    });
    expect(full.recipeYield).toEqual(["4", "1 paella de 40 cm"]);
    expect(full.tool).toEqual([
      { "@type": "HowToTool", name: "Paellera de 40 cm" },
      { "@type": "HowToTool", name: "Quemador de gas" },
    ]);
    expect(full.isBasedOn).toEqual({ "@type": "CreativeWork", name: "Recetario de la abuela Carmen", url: "https://example.org/recetario" });
    const creditOnly = recipeStructuredData({ ...input, recipe: { ...paella, source: { name: "Mi abuela Carmen", url: null } } });
    expect(creditOnly.isBasedOn).toEqual({ "@type": "CreativeWork", name: "Mi abuela Carmen" });
  });

  it("cannot close its script tag", () => {
    const data = recipeStructuredData({ ...input, recipe: { ...paella, title: "</script><script>alert(1)</script>" } });
    expect(serializeJsonLd(data)).not.toContain("</script>");
    expect(JSON.parse(serializeJsonLd(data)).name).toBe("</script><script>alert(1)</script>");
  });
});
