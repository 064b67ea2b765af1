/** What every dish drawing shares: its context, the palette's fixed colours, plates, bowls and garnishes. */
import type { DishColours } from "./dish-colours";
import type { DishForm } from "./dish-form";
import { circle, dots, ellipse, f, group, leafPath, path, range, rect, type Rng, scatter, shade } from "./svg-kit";

export interface DrawContext {
  rng: Rng;
  c: DishColours;
  /** The plate's or bowl's glaze. */
  ceramic: string;
  /** Steamed, not fried (dumplings), in East Asian kitchens. */
  eastAsian: boolean;
  /** How the pieces, the topping or the sauce sit (dish-form.ts). */
  form: DishForm;
}

export const WOOD = "#b98552";
export const GOLDEN = "#d79a45";
const LEAF = "#5e9a3e";
export const shadow = (rx: number, ry = rx) => ellipse(12, 16, rx, ry, "#3a2414", ' opacity=".16"');

export const plate = (ctx: DrawContext, r: number) => shadow(r) + circle(0, 0, r, ctx.ceramic) + circle(0, 0, r * 0.78, shade(ctx.ceramic, -0.06));
export const bowl = (ctx: DrawContext, r: number, fill: string) =>
  shadow(r) + circle(0, 0, r, ctx.ceramic) + circle(0, 0, r * 0.9, shade(ctx.ceramic, -0.12)) + circle(0, 0, r * 0.84, fill);

/** The main colour that is not `avoid` (so toppings show on their base). */
export function other(ctx: DrawContext, avoid: string, from = 0): string {
  const rest = ctx.c.main.slice(from).filter((colour) => colour !== avoid);
  return rest[0] ?? ctx.c.main[1];
}
export const green = (ctx: DrawContext) => ctx.c.green ?? LEAF;

export function leaves(ctx: DrawContext, count: number, cx: number, cy: number, radius: number, size = 22): string {
  let d = "";
  for (const [x, y] of scatter(ctx.rng, count, cx, cy, radius)) d += leafPath(x, y, size, size * 0.4, range(ctx.rng, 0, 360));
  return path(d, `fill="${green(ctx)}"`);
}
export function sprinkle(ctx: DrawContext, count: number, radius: number, colour: string, width: number, cx = 0, cy = 0): string {
  return path(dots(scatter(ctx.rng, count, cx, cy, radius)), `stroke="${colour}" stroke-width="${f(width)}"`);
}
/** Irregular rounded chunks (meat, potato, vegetables). */
export function chunks(ctx: DrawContext, count: number, radius: number, colours: readonly string[], size: number, cx = 0, cy = 0): string {
  return scatter(ctx.rng, count, cx, cy, radius)
    .map(([x, y], i) => {
      const colour = colours[i % colours.length]!;
      const w = size * range(ctx.rng, 0.8, 1.25);
      const h = size * range(ctx.rng, 0.65, 1);
      return group(x, y, range(ctx.rng, 0, 180), rect(-w / 2, -h / 2, w, h, h * 0.35, shade(colour, -0.2)) + rect(-w / 2 + 3, -h / 2, w - 6, h * 0.75, h * 0.3, colour));
    })
    .join("");
}
export function lemonWheel(x: number, y: number, r: number, colour = "#e9c53a"): string {
  return group(
    x,
    y,
    0,
    circle(0, 0, r, colour) +
      circle(0, 0, r * 0.84, shade(colour, 0.45)) +
      path(`M0 ${f(-r * 0.8)}V${f(r * 0.8)}M${f(-r * 0.8)} 0H${f(r * 0.8)}`, `stroke="${colour}" stroke-width="${f(r * 0.1)}"`),
  );
}
export function riceTexture(ctx: DrawContext, count: number, radius: number, colour: string): string {
  let d = "";
  for (const [x, y] of scatter(ctx.rng, count, 0, 0, radius)) {
    const a = range(ctx.rng, 0, Math.PI);
    d += `M${f(x)} ${f(y)}l${f(Math.cos(a) * 9)} ${f(Math.sin(a) * 9)}`;
  }
  return path(d, `stroke="${shade(colour, -0.18)}" stroke-width="5" opacity=".6"`);
}
