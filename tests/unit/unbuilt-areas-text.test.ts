import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Until an area exists, no text on the site promises it (issue 13, decision 040). Each entry names
 * an area of §2 that is not built yet and the words that would promise it; when the area arrives,
 * its entry goes and its texts come with it.
 */
const unbuiltAreas: Record<string, { es: RegExp; en: RegExp }> = {
  reports: { es: /denunci/i, en: /\breport it\b|reports you submit|report button/i },
};

const root = path.resolve(import.meta.dirname, "../..");

function textsOf(value: unknown, where: string): [string, string][] {
  if (typeof value === "string") return [[where, value]];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => textsOf(child, `${where}.${key}`));
}

describe("texts promise only areas that exist", () => {
  for (const language of ["es", "en"] as const) {
    const folder = path.join(root, "app/locales", language);
    const texts = fs
      .readdirSync(folder)
      .filter((file) => file.endsWith(".json"))
      .flatMap((file) => textsOf(JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")), file.replace(".json", "")));

    it.each(Object.entries(unbuiltAreas))(`${language}: nothing mentions %s`, (_area, words) => {
      expect(texts.filter(([, text]) => words[language].test(text)).map(([where]) => where)).toEqual([]);
    });
  }
});
