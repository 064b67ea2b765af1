import { parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { RECIPE_EQUIPMENT_MAX } from "#api/contract/limits";
import { recipeFormSchema, toApiInput } from "./recipe-fields";

/** The messages' keys stand in for their words: these tests read which rule spoke, not its wording. */
const t = ((key: string) => key) as unknown as TFunction;

/** The form read as the action reads it. */
const parse = (data: FormData) => parseWithZod(data, { schema: recipeFormSchema(t) });

/** The messages by field of a refused form (none for an accepted one). */
function errorsOf(submission: ReturnType<typeof parse>) {
  return submission.status === "success" ? {} : (submission.error ?? {});
}

function formData(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) data.append(name, one);
  return data;
}

const minimal = { title: "Pisto", servings: "4", difficulty: "easy" };

describe("the recipe form's body (decision 078)", () => {
  it("sends the hands-on time, every chosen category, and the tools one per line without blank lines", () => {
    const submission = parse(
      formData({ ...minimal, active_minutes: "25", categories: ["andaluza", "legumbres"], equipment: "Sartén honda\n\n  Tabla de cortar  \n", recipe_yield: "2 tarros" }),
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const { input } = toApiInput(submission.value, "es");
    expect(input).toMatchObject({
      active_minutes: 25,
      categories: ["andaluza", "legumbres"],
      equipment: ["Sartén honda", "Tabla de cortar"],
      recipe_yield: "2 tarros",
      notes: "",
      source_name: "",
      source_url: null,
    });
  });

  it("refuses more tools than the API takes, and a source link that is not a web address", () => {
    const tools = Array.from({ length: RECIPE_EQUIPMENT_MAX + 1 }, (_, index) => `Cazo ${index}`).join("\n");
    const submission = parse(formData({ ...minimal, equipment: tools, source_url: "javascript:alert(1)" }));
    expect(submission.status).toBe("error");
    expect(errorsOf(submission).equipment).toEqual(["recipe-authoring:errors.tooManyLines"]);
    expect(errorsOf(submission).source_url).toEqual(["recipe-authoring:errors.link"]);
    const typo = parse(formData({ ...minimal, source_url: "recetario de la abuela" }));
    expect(errorsOf(typo).source_url).toEqual(["recipe-authoring:errors.link"]);
  });
});
