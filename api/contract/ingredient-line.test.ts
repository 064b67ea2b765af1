import { describe, expect, it } from "vitest";
import { describeIngredientLine, formatQuantity, pluralizeEnglish, pluralizeSpanish, roundScaledQuantity, scaleIngredientLine } from "./ingredient-line";

describe("ingredient lines", () => {
  it("writes quantities with kitchen fractions", () => {
    expect(formatQuantity(1.5, "es")).toBe("1½");
    expect(formatQuantity(0.25, "en")).toBe("¼");
    expect(formatQuantity(0.125, "en")).toBe("⅛");
    expect(formatQuantity(2 / 3, "es")).toBe("⅔");
    expect(formatQuantity(2, "es")).toBe("2");
    expect(formatQuantity(1.2, "es")).toBe("1,2");
    expect(formatQuantity(1.2, "en")).toBe("1.2");
    expect(formatQuantity(2.999, "en")).toBe("3");
    expect(formatQuantity(1.5, "es", { fractions: false })).toBe("1,5");
  });

  it("pluralises names the way each language does", () => {
    expect(pluralizeSpanish("pimiento rojo")).toBe("pimientos rojos");
    expect(pluralizeSpanish("diente de ajo")).toBe("dientes de ajo");
    expect(pluralizeSpanish("nuez")).toBe("nueces");
    expect(pluralizeSpanish("limón")).toBe("limones");
    expect(pluralizeSpanish("huevo")).toBe("huevos");
    expect(pluralizeSpanish("ají")).toBe("ajíes");
    expect(pluralizeEnglish("red pepper")).toBe("red peppers");
    expect(pluralizeEnglish("cherry")).toBe("cherries");
    expect(pluralizeEnglish("potato")).toBe("potatoes");
  });

  it("reads like a cook would say it", () => {
    expect(describeIngredientLine({ quantity: 1, unit: "tbsp", name: "aceite de oliva", note: null }, "es")).toBe("1 cucharada de aceite de oliva");
    expect(describeIngredientLine({ quantity: 3, unit: "tbsp", name: "olive oil", note: null }, "en")).toBe("3 tbsp olive oil");
    expect(describeIngredientLine({ quantity: null, unit: "to_taste", name: "sal", note: null }, "es")).toBe("sal al gusto");
    expect(describeIngredientLine({ quantity: null, unit: "to_taste", name: "salt", note: "flaky" }, "en")).toBe("salt to taste, flaky");
    expect(describeIngredientLine({ quantity: 1, unit: "unit", name: "cebolla", note: "picada" }, "es")).toBe("1 cebolla, picada");
    expect(describeIngredientLine({ quantity: 400, unit: "g", name: "arroz bomba", note: null }, "es")).toBe("400 g de arroz bomba");
    expect(describeIngredientLine({ quantity: 1.5, unit: "l", name: "agua", note: null }, "es")).toBe("1,5 l de agua");
    expect(describeIngredientLine({ quantity: 2, unit: "leaf", name: "bay", note: null }, "en")).toBe("2 leaves bay");
  });
});

describe("scaling ingredient lines", () => {
  it("rounds grams and millilitres to what a scale shows", () => {
    expect(roundScaledQuantity(133.33, "g")).toBe(135);
    expect(roundScaledQuantity(57.4, "ml")).toBe(57);
    expect(roundScaledQuantity(7.3, "g")).toBe(7.5);
    expect(roundScaledQuantity(0.1, "g")).toBe(0.5);
    expect(roundScaledQuantity(1.2345, "kg")).toBe(1.25);
    expect(roundScaledQuantity(1.125, "l")).toBe(1.15);
    expect(roundScaledQuantity(12.3, "l")).toBe(12.5);
  });

  it("rounds spoons, cups and pieces to kitchen fractions, and never to nothing", () => {
    expect(roundScaledQuantity(1.4, "unit")).toBe(1.5);
    expect(roundScaledQuantity(2.45, "cup")).toBe(2.5);
    expect(roundScaledQuantity(0.72, "tbsp")).toBe(0.75);
    expect(roundScaledQuantity(0.7, "tbsp")).toBeCloseTo(2 / 3);
    expect(roundScaledQuantity(0.05, "pinch")).toBe(1);
    expect(roundScaledQuantity(0.95, "clove")).toBe(1);
    expect(roundScaledQuantity(12.4, "unit")).toBe(12);
  });

  it("changes units and names from singular to plural and back with the amount", () => {
    const garlic = { quantity: 2, unit: "clove", name: "ajo", note: "picados" };
    expect(describeIngredientLine(scaleIngredientLine(garlic, 0.5), "es")).toBe("1 diente de ajo, picados");
    expect(describeIngredientLine(scaleIngredientLine(garlic, 0.25), "es")).toBe("1 diente de ajo, picados");
    expect(describeIngredientLine(scaleIngredientLine(garlic, 0.75), "es")).toBe("2 dientes de ajo, picados");
    const onion = { quantity: 1, unit: "unit", name: "onion", note: null };
    expect(describeIngredientLine(scaleIngredientLine(onion, 3), "en")).toBe("3 onions");
    expect(describeIngredientLine(scaleIngredientLine(onion, 0.5), "en")).toBe("½ onion");
    const tomato = { quantity: 2, unit: "unit", name: "tomate", note: null };
    expect(describeIngredientLine(scaleIngredientLine(tomato, 0.5), "es")).toBe("1 tomate");
    const cup = { quantity: 1, unit: "cup", name: "harina", note: null };
    expect(describeIngredientLine(scaleIngredientLine(cup, 1.5), "es")).toBe("1½ tazas de harina");
  });

  it("prints decimals with the language's separator after scaling", () => {
    const yeast = { quantity: 5, unit: "g", name: "levadura", note: null };
    expect(describeIngredientLine(scaleIngredientLine(yeast, 1.5), "es")).toBe("7,5 g de levadura");
    expect(describeIngredientLine(scaleIngredientLine({ ...yeast, name: "yeast" }, 1.5), "en")).toBe("7.5 g yeast");
    const flour = { quantity: 1, unit: "kg", name: "harina", note: null };
    expect(describeIngredientLine(scaleIngredientLine(flour, 1.1), "es")).toBe("1,1 kg de harina");
  });

  it("moves to the unit that reads best", () => {
    const oil = { quantity: 750, unit: "ml", name: "aceite", note: null };
    expect(describeIngredientLine(scaleIngredientLine(oil, 2), "es")).toBe("1,5 l de aceite");
    expect(describeIngredientLine(scaleIngredientLine(oil, 1.5), "es")).toBe("1,15 l de aceite");
    const potato = { quantity: 1, unit: "kg", name: "potato", note: null };
    expect(describeIngredientLine(scaleIngredientLine(potato, 0.25), "en")).toBe("250 g potato");
    expect(describeIngredientLine(scaleIngredientLine({ quantity: 400, unit: "g", name: "arroz", note: null }, 2.5), "es")).toBe("1 kg de arroz");
  });

  it("leaves lines without an amount, and the original servings, untouched", () => {
    const salt = { quantity: null, unit: "to_taste", name: "sal", note: null };
    expect(scaleIngredientLine(salt, 3)).toBe(salt);
    const rice = { quantity: 133.3, unit: "g", name: "arroz", note: null };
    expect(scaleIngredientLine(rice, 1)).toBe(rice);
  });
});

describe("scaling a cook would accept (issue 30)", () => {
  const scaled = (quantity: number, unit: string, name: string, factor: number, locale: "es" | "en" = "es") =>
    describeIngredientLine(scaleIngredientLine({ quantity, unit, name, note: null }, factor), locale);

  it("rounds things counted whole to whole ones, never below one", () => {
    expect(scaled(1, "clove", "ajo", 0.75)).toBe("1 diente de ajo");
    expect(scaled(3, "clove", "ajo", 0.5)).toBe("2 dientes de ajo");
    expect(scaled(1, "can", "tomate triturado", 1.5)).toBe("2 latas de tomate triturado");
    expect(scaled(1, "leaf", "laurel", 0.5)).toBe("1 hoja de laurel");
    expect(scaled(1, "pinch", "salt", 0.25, "en")).toBe("1 pinch salt");
    expect(scaled(3, "unit", "huevo", 0.5)).toBe("2 huevos");
    expect(scaled(1, "unit", "egg", 0.25, "en")).toBe("1 egg");
  });

  it("cuts pieces in halves at most", () => {
    expect(scaled(1, "unit", "cebolla", 0.75)).toBe("1 cebolla");
    expect(scaled(1, "unit", "cebolla", 0.4)).toBe("½ cebolla");
    expect(scaled(1, "unit", "lemon", 1.25, "en")).toBe("1½ lemons");
    expect(scaled(1, "unit", "lemon", 0.1, "en")).toBe("½ lemon");
  });

  it("takes small spoon measures down to the smaller spoon", () => {
    expect(scaled(1, "tbsp", "aceite", 0.25)).toBe("¾ cucharadita de aceite");
    expect(scaled(1, "tbsp", "olive oil", 0.5, "en")).toBe("1½ tsp olive oil");
    expect(scaled(0.5, "cup", "leche", 0.25)).toBe("2 cucharadas de leche");
  });

  it("says three teaspoons or more in tablespoons, with the teaspoons left over", () => {
    expect(scaled(1, "tsp", "azúcar", 3.5)).toBe("1 cucharada y ½ cucharadita de azúcar");
    expect(scaled(1, "tsp", "sugar", 3.5, "en")).toBe("1 tbsp + ½ tsp sugar");
    expect(scaled(2, "tsp", "comino", 1.5)).toBe("1 cucharada de comino");
    expect(scaled(1, "tsp", "comino", 4.5)).toBe("1½ cucharadas de comino");
    expect(scaled(2, "tsp", "pimentón", 2.5)).toBe("1 cucharada y 2 cucharaditas de pimentón");
  });

  it("leaves alone what a cook already measures", () => {
    // The recipe's own yield: exactly as written, even odd amounts.
    expect(scaleIngredientLine({ quantity: 0.25, unit: "tbsp", name: "sal", note: null }, 1)).toEqual({ quantity: 0.25, unit: "tbsp", name: "sal", note: null });
    expect(scaled(0.5, "clove", "ajo", 1)).toBe("½ diente de ajo");
    expect(scaled(4, "tsp", "levadura", 1)).toBe("4 cucharaditas de levadura");
    // Spoons already in the right spoon, cups, grams and "to taste".
    expect(scaled(1, "tsp", "canela", 2)).toBe("2 cucharaditas de canela");
    expect(scaled(2, "tbsp", "aceite", 1.5)).toBe("3 cucharadas de aceite");
    expect(scaled(2, "tbsp", "aceite", 0.5)).toBe("1 cucharada de aceite");
    expect(scaled(1, "cup", "flour", 1 / 3, "en")).toBe("⅓ cup flour");
    expect(scaled(400, "g", "arroz", 0.5)).toBe("200 g de arroz");
    expect(scaled(1, "unit", "cebolla", 0.5)).toBe("½ cebolla");
    expect(describeIngredientLine(scaleIngredientLine({ quantity: null, unit: "to_taste", name: "sal", note: null }, 3), "es")).toBe("sal al gusto");
  });
});
