import { describe, expect, it } from "vitest";
import {
  celsiusToFahrenheit,
  centimetresToInches,
  defaultUnitSystem,
  fahrenheitToCelsius,
  inchesToCentimetres,
  lineInSystem,
  measuresInText,
  parseUnitSystem,
  readingUnitSystem,
} from "./measures";

describe("temperatures as a dial reads them", () => {
  it("turns Celsius into Fahrenheit, to a dial's 25 when close, to fives otherwise", () => {
    expect(celsiusToFahrenheit(180)).toBe(350);
    expect(celsiusToFahrenheit(190)).toBe(375);
    expect(celsiusToFahrenheit(200)).toBe(400);
    expect(celsiusToFahrenheit(220)).toBe(425);
    expect(celsiusToFahrenheit(140)).toBe(285);
    expect(celsiusToFahrenheit(170)).toBe(340);
  });

  it("turns Fahrenheit into Celsius to fives", () => {
    expect(fahrenheitToCelsius(350)).toBe(175);
    expect(fahrenheitToCelsius(375)).toBe(190);
    expect(fahrenheitToCelsius(425)).toBe(220);
    expect(fahrenheitToCelsius(285)).toBe(140);
  });
});

describe("lengths as a ruler shows them", () => {
  it("turns centimetres into kitchen fractions of an inch", () => {
    expect(centimetresToInches(2.5)).toBe(1);
    expect(centimetresToInches(3)).toBe(1.25);
    expect(centimetresToInches(2)).toBe(0.75);
    expect(centimetresToInches(0.5)).toBe(0.25);
    expect(centimetresToInches(23)).toBe(9);
    expect(centimetresToInches(33)).toBe(13);
  });

  it("turns inches into centimetres", () => {
    expect(inchesToCentimetres(1)).toBe(2.5);
    expect(inchesToCentimetres(1.25)).toBe(3);
    expect(inchesToCentimetres(9)).toBe(23);
    expect(inchesToCentimetres(13)).toBe(33);
  });
});

describe("measures written in a step", () => {
  it("follows US customary in English and Spanish", () => {
    expect(measuresInText("Precalienta el horno a 190 °C y córtalo en trozos de 3 cm.", "us", "es")).toBe("Precalienta el horno a 375 °F y córtalo en trozos de 1¼ pulgadas.");
    expect(measuresInText("Forma hamburguesas de 2 cm de grosor.", "us", "es")).toBe("Forma hamburguesas de ¾ pulgada de grosor.");
    expect(measuresInText("Pour into a 23x33 cm tin and bake at 180 °C.", "us", "en")).toBe("Pour into a 9x13-inch tin and bake at 350 °F.");
    expect(measuresInText("Fríe a 170-180 ºC.", "us", "es")).toBe("Fríe a 340-350 °F.");
  });

  it("follows metric", () => {
    expect(measuresInText("Fry the potatoes at 285 °F, then cut into 1¼-inch rounds.", "metric", "en")).toBe("Fry the potatoes at 140 °C, then cut into 3-cm rounds.");
    expect(measuresInText("Leave 1 inch of headspace in a 9x13-inch dish.", "metric", "en")).toBe("Leave 2.5 cm of headspace in a 23x33-cm dish.");
    expect(measuresInText("Córtalas en rodajas de 1 pulgada.", "metric", "es")).toBe("Córtalas en rodajas de 2,5 cm.");
  });

  it("keeps only the reader's half of a temperature said in both", () => {
    expect(measuresInText("Bake at 300 °F (150 °C) for 2 hours.", "metric", "en")).toBe("Bake at 150 °C for 2 hours.");
    expect(measuresInText("Bake at 300 °F (150 °C) for 2 hours.", "us", "en")).toBe("Bake at 300 °F for 2 hours.");
  });

  it("leaves alone what is already in the reader's system, and every other number", () => {
    for (const text of ["Hornea a 180 °C unos 25 minutos.", "Corta en dados de 2 cm.", "Añade 2 cucharadas de aceite y 3-4 huevos.", "Cocina 10 minutos, 4 raciones."]) {
      expect(measuresInText(text, "metric", "es")).toBe(text);
    }
    for (const text of ["Bake at 375 °F for 25-30 minutes.", "Cut into ¾-inch dice.", "Add 2 tbsp oil and simmer 12 minutes.", "Serves 4, 10 cmd line"]) {
      expect(measuresInText(text, "us", "en")).toBe(text);
    }
  });
});

describe("ingredient amounts", () => {
  it("become ounces, pounds and cups in US customary", () => {
    expect(lineInSystem({ quantity: 400, unit: "g" }, "us")).toEqual({ quantity: 14, unit: "oz" });
    expect(lineInSystem({ quantity: 1, unit: "kg" }, "us")).toEqual({ quantity: 2.25, unit: "lb" });
  });

  it("become grams and millilitres in metric", () => {
    expect(lineInSystem({ quantity: 8, unit: "oz" }, "metric")).toEqual({ quantity: 225, unit: "g" });
    expect(lineInSystem({ quantity: 2.5, unit: "lb" }, "metric")).toEqual({ quantity: 1.15, unit: "kg" });
  });

  it("leave spoons, cups, pieces and to-taste lines as written", () => {
    for (const system of ["metric", "us"] as const) {
      for (const line of [
        { quantity: 2, unit: "tbsp" },
        { quantity: 1, unit: "cup" },
        { quantity: 3, unit: "clove" },
        { quantity: 2, unit: "unit" },
        { quantity: null, unit: "to_taste" },
      ]) {
        expect(lineInSystem(line, system)).toEqual(line);
      }
    }
    expect(lineInSystem({ quantity: 400, unit: "g" }, "metric")).toEqual({ quantity: 400, unit: "g" });
    expect(lineInSystem({ quantity: 8, unit: "oz" }, "us")).toEqual({ quantity: 8, unit: "oz" });
  });
});

describe("the reader's choice", () => {
  it("defaults by language and reads only the two systems", () => {
    expect(defaultUnitSystem("en")).toBe("us");
    expect(defaultUnitSystem("es")).toBe("metric");
    expect(parseUnitSystem("us")).toBe("us");
    expect(parseUnitSystem("imperial")).toBeUndefined();
    expect(parseUnitSystem(undefined)).toBeUndefined();
  });

  it("reads English pages in the reader's choice, else US customary, and Spanish pages in metric whatever was chosen", () => {
    expect(readingUnitSystem("en", null)).toBe("us");
    expect(readingUnitSystem("en", undefined)).toBe("us");
    expect(readingUnitSystem("en", "metric")).toBe("metric");
    expect(readingUnitSystem("en", "us")).toBe("us");
    expect(readingUnitSystem("es", "us")).toBe("metric");
    expect(readingUnitSystem("es", null)).toBe("metric");
  });
});
