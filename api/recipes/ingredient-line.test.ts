import { describe, expect, it } from "vitest";
import { describeIngredientLine, formatQuantity, pluralizeEnglish, pluralizeSpanish } from "./ingredient-line";

describe("ingredient lines", () => {
  it("writes quantities with kitchen fractions", () => {
    expect(formatQuantity(1.5, "es")).toBe("1½");
    expect(formatQuantity(0.25, "en")).toBe("¼");
    expect(formatQuantity(2, "es")).toBe("2");
    expect(formatQuantity(1.2, "es")).toBe("1,2");
    expect(formatQuantity(1.2, "en")).toBe("1.2");
  });

  it("pluralises names the way each language does", () => {
    expect(pluralizeSpanish("pimiento rojo")).toBe("pimientos rojos");
    expect(pluralizeSpanish("diente de ajo")).toBe("dientes de ajo");
    expect(pluralizeSpanish("nuez")).toBe("nueces");
    expect(pluralizeSpanish("limón")).toBe("limones");
    expect(pluralizeSpanish("huevo")).toBe("huevos");
    expect(pluralizeEnglish("red pepper")).toBe("red peppers");
    expect(pluralizeEnglish("cherry")).toBe("cherries");
    expect(pluralizeEnglish("potato")).toBe("potatoes");
  });

  it("reads like a cook would say it", () => {
    expect(describeIngredientLine({ quantity: 1, unit: "tbsp", name: "aceite de oliva", note: null }, "es")).toBe("1 cucharada de aceite de oliva");
    expect(describeIngredientLine({ quantity: 3, unit: "tbsp", name: "olive oil", note: null }, "en")).toBe("3 tbsp olive oil");
    expect(describeIngredientLine({ quantity: null, unit: "to_taste", name: "sal", note: null }, "es")).toBe("sal al gusto");
    expect(describeIngredientLine({ quantity: 1, unit: "unit", name: "cebolla", note: "picada" }, "es")).toBe("1 cebolla, picada");
  });
});
