/**
 * One drawing per dish type, seen from above, centred on (0, 0) and about 480 px across. Each
 * takes the dish's colours (from its main ingredients) and a seeded PRNG for the jitter.
 */
import type { DishType } from "./dish-type";
import { pick, type Rng } from "./svg-kit";
import { bakedAndSweetDrawings } from "./baked-and-sweet-drawings";
import { bowlAndGrainDrawings } from "./bowl-and-grain-drawings";
import type { DrawContext } from "./dish-drawing-kit";
import { mainsAndSnacksDrawings } from "./mains-and-snacks-drawings";
import { tapasDrawings } from "./tapas-drawings";

const drawings: Record<DishType, (ctx: DrawContext) => string> = { ...bowlAndGrainDrawings, ...bakedAndSweetDrawings, ...mainsAndSnacksDrawings, ...tapasDrawings };

export function drawDish(type: DishType, ctx: DrawContext): string {
  return drawings[type](ctx);
}

/** Glazes for plates and bowls: white, Talavera blue, terracotta, slate, sage, cream. */
const CERAMICS = ["#f7f3ea", "#3f6e9a", "#b5653a", "#3a3836", "#7f9c7a", "#efe2c4"] as const;
export const pickCeramic = (rng: Rng, avoid: readonly string[]): string => {
  const choices = CERAMICS.filter((glaze) => !avoid.includes(glaze));
  return pick(rng, choices.length > 0 ? choices : CERAMICS);
};
