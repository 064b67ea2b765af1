/**
 * A recipe's generated illustration (decision 039): the dish seen from above on a tablecloth,
 * drawn as the kind of dish it is (dish-type.ts) in the colours of its main ingredients
 * (dish-colours.ts). Pure and deterministic: every choice left to chance comes from a PRNG seeded
 * with the slug, so the same recipe always gives byte-identical output. No text but the <title>,
 * no external references, no scripts; a few kilobytes.
 */
import { foldText } from "../../contract/text";
import { dishColours, type IllustrationIngredient, mainIngredients } from "./dish-colours";
import { drawDish, pickCeramic } from "./dish-drawings";
import { dishFormOf } from "./dish-form";
import { type DishType, dishTypeOf } from "./dish-type";
import { escapeXml, f, group, hashString, hsl, path, pick, range, rect, type Rng, seededRng, shade } from "./svg-kit";

export interface IllustrationInput {
  slug: string;
  /** Spanish title: the SVG's <title>, and read for the dish type. */
  title: string;
  titleEn?: string;
  cuisine: string;
  course: string;
  tags?: readonly string[];
  ingredients: readonly IllustrationIngredient[];
}

export const ILLUSTRATION_WIDTH = 800;
export const ILLUSTRATION_HEIGHT = 600;

const EAST_ASIAN = /japon|china|chino|corea|tailand|vietnam/;
/** Dishes eaten with a spoon, and those eaten by hand (no cutlery laid). */
const SPOON: ReadonlySet<DishType> = new Set<DishType>(["soup", "stew", "custard", "rice", "dip"]);
const BY_HAND: ReadonlySet<DishType> = new Set<DishType>(["drink", "hot-drink", "sandwich", "toast", "potatoes", "burger", "taco", "bread", "sweets", "sushi", "noodles", "pizza"]);

function tablecloth(rng: Rng, cuisine: string): string {
  const hue = (hashString(foldText(cuisine)) % 360) + range(rng, -12, 12);
  const base = hsl(hue, range(rng, 28, 48), range(rng, 82, 89));
  const ink = hsl(hue, range(rng, 40, 60), range(rng, 55, 68));
  const style = pick(rng, ["plain", "gingham", "stripes", "planks"] as const);
  let svg = rect(0, 0, 800, 600, 0, base);
  const step = pick(rng, [60, 80, 100]);
  if (style === "gingham" || style === "stripes") {
    let d = "";
    for (let x = step / 4; x < 800; x += step) d += `M${f(x)} 0h${f(step / 2)}v600h${f(-step / 2)}Z`;
    if (style === "gingham") for (let y = step / 4; y < 600; y += step) d += `M0 ${f(y)}v${f(step / 2)}h800v${f(-step / 2)}Z`;
    svg += path(d, `fill="${ink}" opacity=".22"`);
  } else if (style === "planks") {
    svg = rect(0, 0, 800, 600, 0, hsl(28 + range(rng, -8, 8), 35, range(rng, 52, 64)));
    let d = "";
    for (let y = step; y < 600; y += step) d += `M0 ${f(y)}H800`;
    svg += path(d, `stroke="${hsl(25, 35, 38)}" stroke-width="4" opacity=".45"`);
  } else {
    svg += path(`M0 ${f(range(rng, 420, 520))}L800 ${f(range(rng, 80, 200))}V600H0Z`, `fill="${ink}" opacity=".12"`);
  }
  return svg;
}

function napkinAndCutlery(rng: Rng, type: DishType, eastAsian: boolean, left: boolean): string {
  if (BY_HAND.has(type)) return "";
  const x = left ? 95 : 705;
  const napkin = group(
    x,
    300,
    range(rng, -8, 8),
    rect(-70, -190, 140, 380, 10, hsl(range(rng, 0, 360), 45, 62)) + path("M-70 -150H70M-70 150H70", 'stroke="#fff" stroke-width="6" opacity=".5"'),
  );
  if (eastAsian) return napkin + group(x, 300, 0, path("M-18 -200L-10 200M14 -200L22 200", 'stroke="#6b4428" stroke-width="12"'));
  const steel = "#c4c7cb";
  const spoon = group(x, 300, 0, rect(-7, -40, 14, 240, 7, steel) + `<ellipse cx="0" cy="-90" rx="34" ry="52" fill="${steel}"/>`);
  const fork = group(
    x - 25,
    300,
    0,
    rect(-7, -100, 14, 300, 7, steel) + path("M-16 -200V-120M-5 -200V-120M6 -200V-120M16 -200V-120", `stroke="${steel}" stroke-width="7"`) + rect(-20, -130, 40, 30, 12, steel),
  );
  const knife = group(x + 30, 300, 0, rect(-7, -40, 14, 240, 7, steel) + path("M-10 -40V-200Q16 -170 10 -40Z", `fill="${shade(steel, 0.2)}"`));
  return napkin + (SPOON.has(type) ? spoon : fork + knife);
}

/** The dish type and colours, for tests and the contact sheet. */
export function illustrationPlan(input: IllustrationInput) {
  const main = mainIngredients(input.ingredients);
  const type = dishTypeOf({
    slug: input.slug,
    title: input.title,
    titleEn: input.titleEn,
    course: input.course,
    tags: input.tags ?? [],
    mainIngredients: main.map((item) => item.slug),
  });
  return { type, form: dishFormOf(type, input), colours: dishColours(input.ingredients) };
}

export function recipeIllustrationSvg(input: IllustrationInput): string {
  const slug = String(input.slug ?? "");
  const rng = seededRng(hashString(`sazon:${slug}`));
  const { type, form, colours } = illustrationPlan({ ...input, ingredients: Array.isArray(input.ingredients) ? input.ingredients : [] });
  const eastAsian = EAST_ASIAN.test(foldText(String(input.cuisine ?? "")));
  const left = rng() < 0.5;
  const ceramic = pickCeramic(rng, colours.main);
  const dish = drawDish(type, { rng, c: colours, ceramic, eastAsian, form });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" viewBox="0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}" ` +
    `role="img" stroke-linecap="round" stroke-linejoin="round" data-dish="${type}" data-form="${form}">` +
    `<title>${escapeXml(String(input.title ?? ""))}</title>` +
    tablecloth(rng, String(input.cuisine ?? "")) +
    napkinAndCutlery(rng, type, eastAsian, left) +
    group(400 + (left ? 40 : -40) + range(rng, -15, 15), 300 + range(rng, -12, 12), range(rng, -10, 10), `<g transform="scale(.98)">${dish}</g>`) +
    `</svg>`
  );
}
