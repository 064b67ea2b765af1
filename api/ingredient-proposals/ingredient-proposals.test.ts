import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { issueAccessToken } from "../access/access-tokens";
import { dataEnvelope, errorBody, validationErrorBody } from "../contract/envelopes";
import { ingredientProposal, ingredientProposalPage } from "../contract/ingredient-proposals";
import { INGREDIENT_NAME_MAX_LENGTH } from "../contract/limits";
import { notificationPage } from "../contract/notifications";
import { authoredRecipe } from "../contract/recipe-authoring";
import { apiPath, apiPaths } from "../contract/paths";
import { aisleFor } from "../contract/shopping-aisles";
import { ingredients } from "../db/schema";
import { createCatalogue, createUser } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** Ingredient proposals through the API on a real database: members propose, duplicates are named, an admin decides. */
const api = useTestApi();

interface Member {
  id: number;
  token: string;
}

async function member(overrides: Parameters<typeof createUser>[1] = {}): Promise<Member> {
  const user = await createUser(api.db, overrides);
  return { id: user.id, token: await issueAccessToken(api.db, user.id, "test") };
}

async function call(path: string, init: Parameters<typeof api.request>[1] = {}) {
  const response = await api.request(path, init);
  return { status: response.status, body: (await response.json()) as unknown };
}

const saved = dataEnvelope(ingredientProposal).extend({ message: z.string() });
const propose = (who: Member, json: unknown, locale: "es" | "en" = "es") => call(apiPaths.ingredientProposals, { method: "POST", token: who.token, json, locale });
const approve = (who: Member, id: number, json: unknown = {}) => call(apiPath(apiPaths.approveIngredientProposal, { proposal: id }), { method: "POST", token: who.token, json });
const reject = (who: Member, id: number, json: unknown = {}) => call(apiPath(apiPaths.rejectIngredientProposal, { proposal: id }), { method: "POST", token: who.token, json });

let cook: Member;
let admin: Member;

beforeAll(async () => {
  await createCatalogue(api.db);
  cook = await member();
  admin = await member({ roles: ["admin"] });
});

describe("proposing an ingredient", () => {
  it("stores the name as written with the line it came from, pending", async () => {
    const answer = await propose(cook, { name_es: "  Romanesco ", source_line: "1 romanesco pequeño" });
    expect(answer.status).toBe(201);
    const { data, message } = saved.parse(answer.body);
    expect(data).toMatchObject({ name_es: "Romanesco", name_en: null, source_line: "1 romanesco pequeño", status: "pending", ingredient: null, proposed_by: { id: cook.id } });
    expect(message).toContain("Romanesco");
  });

  it("names the pending proposal or catalogue ingredient a name repeats, accents and case aside", async () => {
    await propose(cook, { name_es: "Fenogreco fresco", name_en: "fresh fenugreek" });
    const pending = await propose(cook, { name_es: "fenogreco  FRESCO" });
    expect(pending.status).toBe(409);
    expect(errorBody.parse(pending.body).message).toBe("«Fenogreco fresco» ya está propuesto y pendiente de revisión.");
    const inOtherLanguage = await propose(cook, { name_en: "Fresh Fenugreek" }, "en");
    expect(errorBody.parse(inOtherLanguage.body).message).toBe("“Fenogreco fresco” has already been proposed and is waiting for review.");

    const known = await propose(cook, { name_es: "Azafran" });
    expect(known.status).toBe(409);
    expect(errorBody.parse(known.body).message).toBe("«azafrán» ya está en el catálogo de ingredientes.");
    const knownInEnglish = await propose(cook, { name_en: "Saffron" }, "en");
    expect(errorBody.parse(knownInEnglish.body).message).toBe("“saffron” is already in the ingredient catalogue.");
  });

  it("needs a name, within the limit, from a verified member", async () => {
    for (const json of [{}, { name_es: "   " }, { name_es: "x".repeat(INGREDIENT_NAME_MAX_LENGTH + 1) }, { name_es: "ají\u0000" }]) {
      const answer = await propose(cook, json);
      expect(answer.status).toBe(422);
      expect(Object.keys(validationErrorBody.parse(answer.body).errors)).toEqual(["name_es"]);
    }
    expect((await propose(await member({ emailVerifiedAt: null }), { name_es: "Kombucha" })).status).toBe(403);
    expect((await call(apiPaths.ingredientProposals, { method: "POST", json: { name_es: "Kombucha" } })).status).toBe(401);
  });
});

describe("what the authoring form offers to propose", () => {
  it("names the words of each line the catalogue did not match", async () => {
    const draft = await call(apiPaths.recipes, {
      method: "POST",
      token: cook.token,
      json: {
        title: "Crema de romanesco",
        servings: 2,
        difficulty: "easy",
        ingredients: [{ line: "2 dientes de ajo" }, { line: "1 romanesco pequeño, en ramilletes" }, { line: "sal al gusto" }],
      },
    });
    expect(draft.status).toBe(201);
    const recipe = dataEnvelope(authoredRecipe).parse(draft.body).data;
    expect(recipe.ingredients.map((line) => line.unmatched_name)).toEqual([null, "romanesco pequeño", "sal"]);
  });
});

describe("an admin deciding", () => {
  it("lists pending proposals oldest first, page by page, to admins only", async () => {
    const lister = await member();
    for (const name of ["Tamarindo", "Yuzu", "Nabo daikon"]) expect((await propose(lister, { name_es: name })).status).toBe(201);
    expect((await call(apiPaths.adminIngredientProposals, { token: cook.token })).status).toBe(403);
    expect((await call(apiPaths.adminIngredientProposals)).status).toBe(401);

    const names: (string | null)[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?per_page=2&cursor=${cursor}` : "?per_page=2";
      const page = ingredientProposalPage.parse((await call(`${apiPaths.adminIngredientProposals}${query}`, { token: admin.token })).body);
      expect(page.data.length).toBeLessThanOrEqual(2);
      names.push(...page.data.map((proposal) => proposal.name_es));
      cursor = page.meta.next_cursor;
    } while (cursor);
    expect(names.slice(-3)).toEqual(["Tamarindo", "Yuzu", "Nabo daikon"]);
    expect((await call(`${apiPaths.adminIngredientProposals}?cursor=nonsense`, { token: admin.token })).status).toBe(422);
  });

  it("approves into the catalogue with both names, a slug and the aisle «other»; then the name is known", async () => {
    const created = saved.parse((await propose(cook, { name_es: "Pak choi" })).body).data;
    expect((await approve(cook, created.id)).status).toBe(403);
    const answer = await approve(admin, created.id, { name_en: "Bok choy" });
    expect(answer.status).toBe(200);
    const approved = saved.parse(answer.body).data;
    expect(approved).toMatchObject({ status: "approved", ingredient: { slug: "pak-choi" } });
    const [row] = await api.db.select().from(ingredients).where(eq(ingredients.slug, "pak-choi"));
    expect(row).toMatchObject({ nameEs: "Pak choi", nameEn: "Bok choy", group: "other" });
    expect(aisleFor(row!)).toBe("other");

    expect((await approve(admin, created.id)).status).toBe(404);
    expect(errorBody.parse((await propose(cook, { name_en: "bok choy" }, "en")).body).message).toBe("“Bok choy” is already in the ingredient catalogue.");
  });

  it("gives a second ingredient of the same slug a suffix, and a one-language proposal the same name in both", async () => {
    const first = saved.parse((await propose(cook, { name_es: "Lima kaffir" })).body).data;
    await approve(admin, first.id);
    // Another spelling with the same slug, approved under a name of its own.
    const second = saved.parse((await propose(cook, { name_es: "Lima-kaffir" })).body).data;
    expect(saved.parse((await approve(admin, second.id, { name_en: "makrut lime" })).body).data.ingredient?.slug).toBe("lima-kaffir-2");
    const [row] = await api.db.select().from(ingredients).where(eq(ingredients.slug, "lima-kaffir"));
    expect(row).toMatchObject({ nameEs: "Lima kaffir", nameEn: "Lima kaffir" });
  });

  it("rejects with an optional reason, once", async () => {
    const created = saved.parse((await propose(cook, { name_es: "Cariño" })).body).data;
    expect((await reject(cook, created.id)).status).toBe(403);
    const answer = await reject(admin, created.id, { reason: "No es un ingrediente." });
    expect(saved.parse(answer.body).data).toMatchObject({ status: "rejected", rejection_reason: "No es un ingrediente." });
    expect((await reject(admin, created.id)).status).toBe(404);
    // Rejected is no longer pending: the name may be proposed again.
    expect((await propose(cook, { name_es: "cariño" })).status).toBe(201);
    expect((await reject(admin, 2_000_000)).status).toBe(404);
  });

  it("tells the member who proposed, in the language they read, with the reason; not when they switched it off", async () => {
    const proposer = await member();
    const first = saved.parse((await propose(proposer, { name_es: "Hoja de plátano" })).body).data;
    const second = saved.parse((await propose(proposer, { name_en: "Pink Himalayan salt" }, "en")).body).data;
    const third = saved.parse((await propose(proposer, { name_es: "Sal de ajo" })).body).data;
    await approve(admin, first.id, { name_en: "Banana leaf" });
    await reject(admin, second.id, { reason: "It is salt: use «sal»." });
    await reject(admin, third.id);
    await api.drainOutboxEvents();

    const inbox = (locale: "es" | "en") => call("/api/notifications", { token: proposer.token, locale }).then((answer) => notificationPage.parse(answer.body).data);
    const spanish = await inbox("es");
    expect(spanish.map((item) => [item.type, item.data.message, item.data.link])).toEqual([
      ["ingredient_proposal_decided", "«Sal de ajo» no se ha añadido al catálogo", "/user/recipes"],
      ["ingredient_proposal_decided", "«Pink Himalayan salt» no se ha añadido al catálogo: It is salt: use «sal».", "/user/recipes"],
      ["ingredient_proposal_decided", "«Hoja de plátano» ya está en el catálogo: tus recetas lo reconocerán", "/user/recipes"],
    ]);
    expect((await inbox("en")).map((item) => item.data.message).at(-1)).toBe("“Banana leaf” is in the catalogue now: your recipes will recognise it");

    const quiet = await member({ notificationPreferences: { ingredient_proposal_decided: false } });
    const unheard = saved.parse((await propose(quiet, { name_es: "Ortiguilla" })).body).data;
    await reject(admin, unheard.id);
    await api.drainOutboxEvents();
    expect(notificationPage.parse((await call("/api/notifications", { token: quiet.token })).body).data).toHaveLength(0);
  });
});
