import { describe, expect, it } from "vitest";
import { agreementProblem } from "./ingredient-agreement";

const line = (name: string, quantity: number | null, unit: string, note: string) => agreementProblem({ name, quantity, unit, note });

describe("the agreement of an ingredient line's note", () => {
  it("finds a participle that does not agree with the noun as printed", () => {
    expect(line("gamba", 500, "g", "peladas")).toMatch(/"peladas" does not agree with "gamba"/);
    expect(line("cebolla", 1, "unit", "picadas")).toMatch(/feminine singular expected/);
    expect(line("zanahoria", 2, "unit", "rallada")).toMatch(/feminine plural expected/);
    expect(line("tomate", 600, "g", "maduros, en rodajas")).toMatch(/"maduros"/);
    expect(line("alubia blanca", 250, "g", "seca, remojadas la noche anterior")).toMatch(/"remojadas"/);
  });

  it("accepts notes that agree, with the ingredient or with the unit's noun", () => {
    expect(line("gamba", 500, "g", "pelada")).toBeUndefined();
    expect(line("cebolla", 2, "unit", "picadas finas")).toBeUndefined();
    expect(line("ajo", 2, "clove", "picados")).toBeUndefined();
    expect(line("ajo", 2, "clove", "picado")).toBeUndefined();
    expect(line("pan", 4, "slice", "tostadas")).toBeUndefined();
    expect(line("callos de ternera", 1, "kg", "limpios")).toBeUndefined();
    expect(line("limoncillo", 4, "unit", "picados muy finos")).toBeUndefined();
  });

  it("leaves alone what does not describe the ingredient", () => {
    expect(line("pimiento rojo", 1, "unit", "en tiras")).toBeUndefined();
    expect(line("apio", 2, "unit", "ramas, picadas")).toBeUndefined();
    expect(line("huevo", 4, "unit", "muy frescos, separadas claras y yemas")).toBeUndefined();
    expect(line("cardamomo", 5, "unit", "solo las semillas, molidas")).toBeUndefined();
  });

  it("asks for the gender of a noun it cannot tell", () => {
    expect(line("wok", 1, "unit", "limpio")).toMatch(/unknown gender of "wok"/);
  });
});
