import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { demoIngredients, demoRecipes } from "../../seed/demo-content";
import { illustrationInput } from "../../seed/factories";
import { drawDish } from "./dish-drawings";
import { seededRng } from "./svg-kit";
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH, illustrationPlan, recipeIllustrationSvg } from "./recipe-illustration";

const groups = new Map(demoIngredients.map((item) => [item.slug, item.group]));
const inputs = demoRecipes.map((recipe) => illustrationInput(recipe, { slug: recipe.slug, title: recipe.title, groupOf: (slug) => groups.get(slug) }));
const demo = (slug: string) => inputs.find((input) => input.slug === slug)!;
const byteLength = (s: string): number => new TextEncoder().encode(s).length;

describe("the dish an illustration shows", () => {
  it.each([
    ["patatas-bravas", "fried"],
    ["croquetas-de-jamon", "fried"],
    ["gazpacho-andaluz", "soup"],
    ["sopa-de-ajo", "soup"],
    ["paella-valenciana", "paella"],
    ["fideua", "paella"],
    ["tortilla-de-patatas", "omelette"],
    ["lentejas-con-chorizo", "stew"],
    ["ensalada-griega", "salad"],
    ["espaguetis-a-la-carbonara", "pasta"],
    ["pizza-margarita", "pizza"],
    ["souvlaki-de-cerdo", "skewers"],
    ["tacos-al-pastor", "taco"],
    ["hamburguesa-clasica", "burger"],
    ["tarta-de-manzana-americana", "tart"],
    ["flan-de-huevo", "custard"],
    ["sangria", "drink"],
    ["masala-chai", "hot-drink"],
    ["ramen-shoyu", "noodles"],
    ["gyozas-de-cerdo", "dumplings"],
    ["dorada-a-la-sal", "fish"],
    ["hummus", "dip"],
    ["merluza-en-salsa-verde", "stew"],
  ])("%s is drawn as %s", (slug, type) => {
    expect(illustrationPlan(demo(slug)).type).toBe(type);
  });

  it("patatas bravas are a plate of fried potatoes with red sauce, not a salad", () => {
    const { type, colours } = illustrationPlan(demo("patatas-bravas"));
    expect(type).not.toBe("salad");
    expect(colours.main[0]).toBe("#e8c77a"); // potato
    expect(colours.main).toContain("#b8391f"); // pimentón
  });

  it("takes the colours of the main ingredients, leaving out what cannot be seen", () => {
    expect(illustrationPlan(demo("gazpacho-andaluz")).colours.main[0]).toBe("#d23f2f"); // tomato red
    expect(illustrationPlan(demo("garbanzos-con-espinacas")).colours.main).toContain("#3f7d32"); // spinach green
    expect(illustrationPlan(demo("paella-valenciana")).colours.rice).toBe("#eab544"); // saffron
    expect(illustrationPlan(demo("arroz-negro")).colours.rice).toBe("#2f2a2b"); // squid ink
    // Frying oil weighs most in the bravas, and is nowhere in the picture.
    expect(illustrationPlan(demo("patatas-bravas")).colours.main).not.toContain("#7aa84a");
    const soup = recipeIllustrationSvg(demo("gazpacho-andaluz"));
    expect(soup).toContain('data-dish="soup"');
    expect(soup).toContain('fill="#d23f2f"');
  });

  it("gives the demo recipes many dish types, none of them most of the pictures", () => {
    const counts = new Map<string, number>();
    for (const input of inputs) counts.set(illustrationPlan(input).type, (counts.get(illustrationPlan(input).type) ?? 0) + 1);
    expect(counts.size).toBeGreaterThanOrEqual(24);
    expect(Math.max(...counts.values())).toBeLessThan(inputs.length * 0.2);
  });

  it("a sample of recipes looks different: their 8×6 thumbnails are mostly distinct", async () => {
    const sample = inputs.filter((_, index) => index % 5 === 0);
    const thumbnails = await Promise.all(
      sample.map(async (input) => {
        const pixels = await sharp(Buffer.from(recipeIllustrationSvg(input)))
          .resize(8, 6, { fit: "fill" })
          .removeAlpha()
          .raw()
          .toBuffer();
        // Coarse colours (4 levels a channel), so jitter alone cannot make two pictures differ.
        return [...pixels].map((value) => value >> 6).join("");
      }),
    );
    expect(sample.length).toBeGreaterThanOrEqual(60);
    expect(new Set(thumbnails).size).toBeGreaterThanOrEqual(sample.length * 0.9);
  });
});

describe("dishes that look alike are drawn apart (issue 30)", () => {
  /**
   * The dish alone, with the table, the colours, the glaze and chance held equal: what is left to
   * tell two recipes apart is the drawing their type and form choose. 24×24 grey levels.
   */
  async function dishAlone(slug: string) {
    const { type, form } = illustrationPlan(demo(slug));
    const c = { main: ["#e8c77a", "#b8391f", "#f1e6c8"] as [string, string, string], rice: "#f4ecd6", green: null };
    const dish = drawDish(type, { rng: seededRng(7), c, ceramic: "#f7f3ea", eastAsian: false, form });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="-300 -300 600 600"><rect x="-300" y="-300" width="600" height="600" fill="#6b8fb0"/>${dish}</svg>`;
    return sharp(Buffer.from(svg)).resize(24, 24, { fit: "fill" }).greyscale().raw().toBuffer();
  }

  it.each([
    ["patatas-bravas", "papas-arrugadas-con-mojo-picon"],
    ["pan-con-tomate", "bruschetta-de-tomate"],
    ["hummus", "alioli"],
    ["rollitos-de-primavera", "patatas-bravas"],
  ])("%s and %s differ in shape, not only in colour", async (first, second) => {
    const [a, b] = await Promise.all([dishAlone(first), dishAlone(second)]);
    const differing = [...a].filter((value, index) => Math.abs(value - b[index]!) > 40).length;
    expect(differing / a.length).toBeGreaterThan(0.15);
    const drawn = (slug: string) => recipeIllustrationSvg(demo(slug)).match(/data-dish="[^"]+"( data-form="[^"]+")?/)![0];
    expect(drawn(first)).not.toBe(drawn(second));
  });

  it("reads the form from what the dish is made of, for every recipe of its kind", () => {
    const formOf = (slug: string) => illustrationPlan(demo(slug)).form;
    expect(formOf("croquetas-de-jamon")).toBe("balls");
    expect(formOf("rollitos-de-primavera")).toBe("rolls");
    expect(formOf("patatas-bravas")).toBe("cubes");
    expect(formOf("pan-con-tomate")).toBe("smear");
    expect(formOf("bruschetta-de-tomate")).toBe("piled");
    expect(formOf("hummus")).toBe("spread");
    expect(formOf("baba-ganoush")).toBe("spread");
    expect(formOf("alioli")).toBe("emulsion");
    expect(illustrationPlan(demo("papas-arrugadas-con-mojo-picon")).type).toBe("potatoes");
  });
});

describe("recipeIllustrationSvg", () => {
  const paella = demo("paella-valenciana");

  it("is deterministic and does not depend on Math.random", () => {
    const a = recipeIllustrationSvg(paella);
    const original = Math.random;
    try {
      Math.random = () => 0.123;
      expect(recipeIllustrationSvg({ ...paella, ingredients: [...paella.ingredients] })).toBe(a);
    } finally {
      Math.random = original;
    }
  });

  it("is a standalone, script-free SVG of the right size with the title escaped", () => {
    const svg = recipeIllustrationSvg({ ...paella, title: `Mac & "cheese" <b>` });
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg).toContain(`width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" viewBox="0 0 800 600"`);
    expect(svg).toContain("<title>Mac &amp; &quot;cheese&quot; &lt;b&gt;</title>");
    for (const input of inputs) {
      const other = recipeIllustrationSvg(input);
      expect(other).not.toMatch(/<script|href|url\(|@import|<style|<image|<foreignObject|<text/i);
      expect(other).not.toMatch(/\d\.\d\d/);
      expect(byteLength(other)).toBeLessThan(8192);
    }
  });

  it("copes with empty input", () => {
    const svg = recipeIllustrationSvg({ slug: "", title: "", cuisine: "", course: "", ingredients: [] });
    expect(svg).toContain("<title></title>");
    expect(svg).toContain('data-dish="vegetables"');
  });
});
