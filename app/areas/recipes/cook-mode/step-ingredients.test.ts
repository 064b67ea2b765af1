import { describe, expect, it } from "vitest";
import type { RecipeIngredientLine } from "#api/contract/recipes";
import { stepIngredients } from "./step-ingredients";

type Entry = [slug: string, es: string, en: string, synonyms?: { es?: string[]; en?: string[] }];

// Patatas bravas as the demo seed writes it (api/seed/data/recipes-spain.ts).
const bravas: Entry[] = [
  ["patata", "patata", "potato", { es: ["papa"] }],
  ["aceite-de-oliva", "aceite de oliva", "olive oil", { es: ["aceite de oliva suave"], en: ["light olive oil"] }],
  ["aceite-de-oliva-virgen-extra", "aceite de oliva virgen extra", "extra virgin olive oil", { es: ["AOVE"], en: ["EVOO"] }],
  ["ajo", "ajo", "garlic"],
  ["harina-de-trigo", "harina de trigo", "all-purpose flour", { es: ["harina"], en: ["wheat flour", "flour"] }],
  ["pimenton-dulce", "pimentón dulce", "sweet paprika", { en: ["Spanish paprika"] }],
  ["pimenton-picante", "pimentón picante", "hot paprika"],
  ["caldo-de-verduras", "caldo de verduras", "vegetable stock", { en: ["vegetable broth"] }],
  ["sal", "sal", "salt"],
];

function lines(entries: Entry[], locale: "es" | "en"): RecipeIngredientLine[] {
  return entries.map(([slug, es, en, synonyms], id) => ({
    description: locale === "es" ? es : en,
    quantity: 1,
    unit: "unit",
    note: null,
    ingredient: { id, slug, name: locale === "es" ? es : en, synonyms: synonyms?.[locale] ?? [] },
  }));
}

const bravasSteps = {
  es: [
    "Pela las patatas, córtalas en dados irregulares de unos 3 cm, lávalas y sécalas muy bien con un paño.",
    "Para la salsa, calienta el aceite de oliva virgen extra en un cazo, dora el ajo picado y añade la harina, removiendo durante un minuto.",
    "Aparta el cazo del fuego, incorpora los dos pimentones y vierte el caldo caliente poco a poco sin dejar de remover.",
    "Calienta el aceite de freír a 140 °C y confita las patatas 12-15 minutos, hasta que estén tiernas pero pálidas; sácalas y escúrrelas.",
    "Sube el aceite a 180 °C y fríe de nuevo las patatas 3-4 minutos, hasta que estén doradas y crujientes.",
  ],
  en: [
    "Peel the potatoes, cut them into rough 1¼-inch chunks, rinse them and pat them completely dry with a towel.",
    "For the sauce, heat the extra virgin olive oil in a small saucepan, sizzle the minced garlic and stir in the flour for one minute.",
    "Take the pan off the heat, stir in both paprikas and gradually whisk in the hot stock.",
    "Heat the frying oil to 285 °F and cook the potatoes for 12-15 minutes until tender but still pale; lift them out and drain.",
    "Raise the oil to 350 °F and fry the potatoes again for 3-4 minutes until golden and crunchy.",
  ],
};

const slugsOf = (entries: Entry[], indexes: number[]) => indexes.map((index) => entries[index]![0]);

describe("the ingredients a step uses", () => {
  it("finds lines by name, plural and accents aside", () => {
    const step = "Pela las patatas, córtalas en dados irregulares de unos 3 cm, lávalas y sécalas muy bien con un paño.";
    expect(slugsOf(bravas, stepIngredients(step, lines(bravas, "es"), "es"))).toEqual(["patata"]);
    const en = "Peel the potatoes, cut them into rough 1¼-inch chunks, rinse them and pat them completely dry with a towel.";
    expect(slugsOf(bravas, stepIngredients(en, lines(bravas, "en"), "en"))).toEqual(["patata"]);
  });

  it("lets the longest name win and finds synonyms", () => {
    const step = "Para la salsa, calienta el aceite de oliva virgen extra en un cazo, dora el ajo picado y añade la harina, removiendo durante un minuto.";
    expect(slugsOf(bravas, stepIngredients(step, lines(bravas, "es"), "es"))).toEqual(["aceite-de-oliva-virgen-extra", "ajo", "harina-de-trigo"]);
    const en = "For the sauce, heat the extra virgin olive oil in a small saucepan, sizzle the minced garlic and stir in the flour for one minute.";
    expect(slugsOf(bravas, stepIngredients(en, lines(bravas, "en"), "en"))).toEqual(["aceite-de-oliva-virgen-extra", "ajo", "harina-de-trigo"]);
    expect(slugsOf(bravas, stepIngredients("Rocía con un chorro de AOVE.", lines(bravas, "es"), "es"))).toEqual(["aceite-de-oliva-virgen-extra"]);
  });

  it("reads a step's short name as the lines it is about", () => {
    const step =
      "Aparta el cazo del fuego, incorpora los dos pimentones y vierte el caldo caliente poco a poco sin dejar de remover. Cuece a fuego suave 8-10 minutos hasta que espese y sala al gusto.";
    expect(slugsOf(bravas, stepIngredients(step, lines(bravas, "es"), "es"))).toEqual(["pimenton-dulce", "pimenton-picante", "caldo-de-verduras"]);
    const en = "Take the pan off the heat, stir in both paprikas and gradually whisk in the hot stock. Simmer gently for 8-10 minutes until thickened and season with salt.";
    expect(slugsOf(bravas, stepIngredients(en, lines(bravas, "en"), "en"))).toEqual(["pimenton-dulce", "pimenton-picante", "caldo-de-verduras", "sal"]);
  });

  it("reads a short name as the line the step means, not the sauce's", () => {
    const withNotes = (locale: "es" | "en") =>
      lines(bravas, locale).map((line) => (line.ingredient!.slug === "aceite-de-oliva" ? { ...line, note: locale === "es" ? "para freír" : "for frying" } : line));
    const es = bravasSteps.es;
    expect(slugsOf(bravas, stepIngredients(es[3]!, withNotes("es"), "es", es))).toEqual(["patata", "aceite-de-oliva"]);
    expect(slugsOf(bravas, stepIngredients(es[4]!, withNotes("es"), "es", es))).toEqual(["patata", "aceite-de-oliva"]);
    const en = bravasSteps.en;
    expect(slugsOf(bravas, stepIngredients(en[3]!, withNotes("en"), "en", en))).toEqual(["patata", "aceite-de-oliva"]);
    // No note to go by: the oil no other step names in full.
    expect(slugsOf(bravas, stepIngredients("Sube el aceite y fríe las patatas.", lines(bravas, "es"), "es", es))).toEqual(["patata", "aceite-de-oliva"]);
    // Without the other steps nothing tells the oils apart: both stay.
    expect(slugsOf(bravas, stepIngredients("Sube el aceite.", lines(bravas, "es"), "es"))).toEqual(["aceite-de-oliva", "aceite-de-oliva-virgen-extra"]);
  });

  it("does not find a name inside another word", () => {
    expect(stepIngredients("Sirve con la salsa por encima.", lines(bravas, "es"), "es")).toEqual([]);
    expect(stepIngredients("Serve right away.", lines(bravas, "en"), "en")).toEqual([]);
  });

  it("skips lines without a catalogue ingredient", () => {
    const free: RecipeIngredientLine = { description: "un poco de cariño", quantity: null, unit: "to_taste", note: null, ingredient: null };
    expect(stepIngredients("Añade un poco de cariño.", [free], "es")).toEqual([]);
  });
});
