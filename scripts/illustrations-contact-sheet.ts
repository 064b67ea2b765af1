/**
 * Renders every demo recipe's generated illustration side by side into one image, to see at a
 * glance that they are not one picture (decision 039):
 *
 *   npm run illustrations:sheet [-- --out docs/illustrations-contact-sheet.jpg --columns 16 --width 200]
 *
 * Prints how many recipes, how many dish types and how many distinct pictures it drew.
 */
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { demoIngredients, demoRecipes } from "../api/seed/demo-content";
import { illustrationInput } from "../api/seed/factories";
import { illustrationPlan, recipeIllustrationSvg } from "../api/recipes/illustrations/recipe-illustration";

const { values } = parseArgs({
  options: { out: { type: "string", default: "docs/illustrations-contact-sheet.jpg" }, columns: { type: "string", default: "16" }, width: { type: "string", default: "200" } },
});
const columns = Number(values.columns);
const tileWidth = Number(values.width);
const tileHeight = Math.round((tileWidth * 3) / 4);
const gap = 4;

const groups = new Map(demoIngredients.map((item) => [item.slug, item.group]));
const inputs = demoRecipes.map((recipe) => illustrationInput(recipe, { slug: recipe.slug, title: recipe.title, groupOf: (slug) => groups.get(slug) }));
const svgs = inputs.map(recipeIllustrationSvg);
const tiles = await Promise.all(svgs.map((svg) => sharp(Buffer.from(svg)).resize(tileWidth, tileHeight).png().toBuffer()));

const rows = Math.ceil(tiles.length / columns);
const sheet = sharp({ create: { width: columns * (tileWidth + gap) + gap, height: rows * (tileHeight + gap) + gap, channels: 3, background: "#ffffff" } }).composite(
  tiles.map((input, index) => ({ input, left: gap + (index % columns) * (tileWidth + gap), top: gap + Math.floor(index / columns) * (tileHeight + gap) })),
);
const image = values.out!.endsWith(".png") ? await sheet.png({ palette: true }).toBuffer() : await sheet.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
await writeFile(values.out!, image);

const types = new Map<string, number>();
for (const input of inputs) {
  const { type } = illustrationPlan(input);
  types.set(type, (types.get(type) ?? 0) + 1);
}
console.log(`${inputs.length} recipes, ${new Set(svgs).size} distinct pictures, ${types.size} dish types, ${Math.round(image.length / 1024)} KB → ${values.out}`);
console.log(
  [...types]
    .sort((a, b) => b[1] - a[1])
    .map(([type, n]) => `${type} ${n}`)
    .join(", "),
);
