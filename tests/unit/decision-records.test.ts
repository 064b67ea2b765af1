import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/decisions stays a usable index: every record is listed, every link leads somewhere, and a
 * record that amends another is named on that other's status line (and the reverse), so a reader
 * who lands on an old record learns that it was changed.
 */
const folder = path.resolve(import.meta.dirname, "../../docs/decisions");
const records = fs
  .readdirSync(folder)
  .filter((file) => /^\d{3}-.+\.md$/.test(file) && !file.startsWith("000-"))
  .sort();
const textOf = (file: string) => fs.readFileSync(path.join(folder, file), "utf8");
const numberOf = (file: string) => file.slice(0, 3);
const index = textOf("README.md");

/** Relative Markdown links of a text: [label](target), without anchors or web addresses. */
function localLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!.split("#")[0]!).filter((target) => target !== "" && !/^[a-z]+:/i.test(target));
}

/** The status line's two lists: records this one amends, and records that amend it. */
function amendments(file: string): { amends: string[]; amendedBy: string[] } {
  const statusLine = textOf(file)
    .split("\n")
    .find((line) => line.includes("**Status:**"));
  if (!statusLine) return { amends: [], amendedBy: [] };
  const [beforeAmends, afterAmends = ""] = statusLine.split("**Amends:**");
  const numbers = (text: string) => [...text.matchAll(/\[(\d{3})\]\(/g)].map((match) => match[1]!);
  const amendedByPart = beforeAmends!.split(/amended by/i)[1] ?? "";
  return { amends: numbers(afterAmends), amendedBy: numbers(amendedByPart) };
}

describe("decision records", () => {
  it("finds the records", () => {
    expect(records.length).toBeGreaterThan(60);
  });

  it.each(records)("%s is listed in the index", (file) => {
    expect(index, `docs/decisions/README.md lists ${file}`).toContain(`](${file})`);
  });

  it.each(["README.md", ...records])("every link in %s points to a file that exists", (file) => {
    for (const target of localLinks(textOf(file))) {
      expect(fs.existsSync(path.resolve(folder, target)), `${file} links to ${target}`).toBe(true);
    }
  });

  it.each(records)("%s and the records it amends name each other", (file) => {
    const own = amendments(file);
    for (const amended of own.amends) {
      const other = records.find((candidate) => numberOf(candidate) === amended);
      expect(other, `${file} amends ${amended}, which does not exist`).toBeDefined();
      expect(amendments(other!).amendedBy, `${other} should say "amended by ${numberOf(file)}"`).toContain(numberOf(file));
    }
    for (const amender of own.amendedBy) {
      const other = records.find((candidate) => numberOf(candidate) === amender);
      expect(other, `${file} is amended by ${amender}, which does not exist`).toBeDefined();
      expect(amendments(other!).amends, `${other} should say "Amends: ${numberOf(file)}"`).toContain(numberOf(file));
    }
  });
});
