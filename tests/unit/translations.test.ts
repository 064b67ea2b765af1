import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function keysOf(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as unknown;

describe("translations", () => {
  const appNamespaces = fs.readdirSync(path.join(root, "app/locales/es")).filter((file) => file.endsWith(".json"));

  it("has the same namespaces in Spanish and English", () => {
    expect(
      fs
        .readdirSync(path.join(root, "app/locales/en"))
        .filter((file) => file.endsWith(".json"))
        .sort(),
    ).toEqual(appNamespaces.sort());
  });

  it.each(appNamespaces)("app namespace %s has the same keys in both languages and no empty text", (file) => {
    const es = readJson(path.join(root, "app/locales/es", file));
    const en = readJson(path.join(root, "app/locales/en", file));
    expect(keysOf(en).sort()).toEqual(keysOf(es).sort());
    for (const [language, tree] of [
      ["es", es],
      ["en", en],
    ] as const) {
      const flat = JSON.stringify(tree);
      expect(flat, `${language}/${file} has an empty string`).not.toContain('""');
    }
  });

  it("the API's messages have the same keys in both languages", () => {
    const es = readJson(path.join(root, "api/locales/es.json"));
    const en = readJson(path.join(root, "api/locales/en.json"));
    expect(keysOf(en).sort()).toEqual(keysOf(es).sort());
  });

  it("keeps the spec's fixed Spanish messages word for word", () => {
    const common = readJson(path.join(root, "app/locales/es/common.json")) as { errors: Record<string, string>; site: Record<string, string> };
    expect(common.errors.NETWORK_ERROR).toBe("Error de conexión. Verifica tu conexión a internet.");
    expect(common.errors.status429).toBe("Demasiados intentos. Espera un momento antes de intentar de nuevo.");
    expect(common.errors.fallback).toBe("Error inesperado. Por favor, inténtalo de nuevo.");
    expect(common.site.tagline).toBe("Plataforma de Recetas");
    expect(common.site.description).toBe("Descubre recetas deliciosas y personalizadas con inteligencia artificial");
    const english = readJson(path.join(root, "app/locales/en/common.json")) as { errors: Record<string, string> };
    expect(english.errors.notFoundTitle).toBe("Page Not Found");
    expect(english.errors.serverTitle).toBe("Internal Server Error");
  });
});

describe("namespaces in the browser", () => {
  it("preloads every namespace but the long page texts and cook mode's", async () => {
    const { clientNamespaces } = await import("../../app/platform/i18n/config");
    const namespaces = fs
      .readdirSync(path.join(root, "app/locales/es"))
      .filter((file) => file.endsWith(".json"))
      .map((file) => file.replace(/\.json$/, ""))
      .filter((namespace) => namespace !== "pages" && namespace !== "cook-mode");
    expect([...clientNamespaces].sort()).toEqual(namespaces.sort());
  });
});
