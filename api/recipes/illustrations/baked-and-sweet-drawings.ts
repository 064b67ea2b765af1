/** Baked and sweet dishes: pizza, tarts, cakes, custards, pancakes, bread, gratins. Each is seen from above, centred on (0, 0), about 480 px across. */
import type { DishType } from "./dish-type";
import { type DrawContext, WOOD, GOLDEN, shadow, plate, other, leaves, sprinkle } from "./dish-drawing-kit";
import { circle, dots, ellipse, f, group, mix, path, range, rect, scatter, shade } from "./svg-kit";

export const bakedAndSweetDrawings = {
  pizza(ctx) {
    const sauce = ctx.c.main.find((colour) => colour === "#d23f2f") ?? ctx.c.main[0];
    let cheese = "";
    for (const [x, y] of scatter(ctx.rng, 9, 0, 0, 150)) cheese += circle(x, y, range(ctx.rng, 22, 34), "#f6e7b8");
    let cuts = "";
    for (let i = 0; i < 4; i++) {
      const a = (i * 45 * Math.PI) / 180;
      cuts += `M${f(Math.cos(a) * 215)} ${f(Math.sin(a) * 215)}L${f(-Math.cos(a) * 215)} ${f(-Math.sin(a) * 215)}`;
    }
    return (
      shadow(245) +
      circle(0, 0, 245, WOOD) +
      circle(0, 0, 218, "#d49a52") +
      circle(0, 0, 194, sauce) +
      cheese +
      sprinkle(ctx, 12, 170, other(ctx, sauce), 20) +
      leaves(ctx, 6, 0, 0, 150, 30) +
      path(cuts, `stroke="${shade(sauce, -0.3)}" stroke-width="3" opacity=".5"`)
    );
  },
  tart(ctx) {
    const filling = ctx.c.main[0];
    let scallops = "";
    for (let i = 0; i < 28; i++) {
      const a = (i / 28) * Math.PI * 2;
      scallops += circle(Math.cos(a) * 190, Math.sin(a) * 190, 16, "#d8a25a");
    }
    const cut = range(ctx.rng, 0, 360);
    return (
      plate(ctx, 232) +
      scallops +
      circle(0, 0, 190, "#c98d48") +
      circle(0, 0, 176, filling) +
      sprinkle(ctx, 16, 150, other(ctx, filling), 14) +
      group(0, 0, cut, path("M0 0L210 -60L210 60Z", `fill="${shade(ctx.ceramic, -0.06)}"`) + path("M0 0L176 -50M0 0L176 50", 'stroke="#c98d48" stroke-width="8"'))
    );
  },
  custard(ctx) {
    const cream = mix(ctx.c.main[0], "#f3dfa6", 0.35);
    const top = (x: number, y: number) =>
      group(
        x,
        y,
        0,
        shadow(100) +
          circle(0, 0, 100, "#f6f2ea") +
          circle(0, 0, 84, cream) +
          ellipse(-10, -5, 50, 38, shade(cream, -0.3), ' opacity=".55"') +
          sprinkle(ctx, 5, 50, ctx.c.main[1], 14),
      );
    return (
      top(-110, -40) + top(120, 60) + path("M-30 160L-210 230", 'stroke="#b9b9b9" stroke-width="12"') + ellipse(-10, 150, 24, 34, "#c9c9c9", ' transform="rotate(-70 -10 150)"')
    );
  },
  cake(ctx) {
    const sponge = ctx.c.main[0];
    const grid = "M-200 -45H200M-200 45H200M-67 -135V135M67 -135V135";
    return (
      shadow(230, 170) +
      rect(-230, -165, 460, 330, 20, ctx.ceramic) +
      rect(-200, -135, 400, 270, 10, shade(sponge, -0.25)) +
      rect(-196, -135, 392, 262, 10, sponge) +
      sprinkle(ctx, 40, 190, shade(other(ctx, sponge), -0.1), 6) +
      path(grid, `stroke="${shade(sponge, -0.4)}" stroke-width="6"`) +
      rect(67, 45, 133, 90, 4, shade(ctx.ceramic, -0.05))
    );
  },
  sweets(ctx) {
    const dough = mix(ctx.c.main[0], GOLDEN, 0.35);
    let pieces = "";
    for (let i = 0; i < 9; i++) {
      const a = (i / 8) * Math.PI * 2 + range(ctx.rng, -0.1, 0.1);
      const [x, y] = i === 8 ? [0, 0] : [Math.cos(a) * 130, Math.sin(a) * 130];
      pieces += group(x, y, 0, circle(3, 4, 48, shade(dough, -0.25)) + circle(0, 0, 46, dough) + sprinkle(ctx, 5, 30, ctx.c.main[1], 10));
    }
    return plate(ctx, 225) + pieces;
  },
  pancakes(ctx) {
    const syrup = ctx.c.main.find((colour) => colour !== "#f1e6c8" && colour !== "#eec23f") ?? "#8a4a20";
    return (
      plate(ctx, 225) +
      circle(8, 10, 160, "#b97a38") +
      circle(4, 4, 158, "#d9a15a") +
      circle(0, 0, 154, "#e6b56d") +
      circle(0, 0, 120, "#eec27e", ' opacity=".7"') +
      path("M-90 -30Q-40 -90 30 -50T110 20Q60 80 -20 60T-90 -30Z", `fill="${syrup}" opacity=".85"`) +
      rect(-28, -28, 56, 50, 8, "#f6e3a0") +
      sprinkle(ctx, 8, 185, ctx.c.main[2], 22)
    );
  },
  bread(ctx) {
    const crust = mix("#c98a45", ctx.c.main[0], 0.2);
    const crumb = mix("#f1dfb5", ctx.c.main[0], 0.3);
    const slice = (x: number, y: number, rot: number) =>
      group(x, y, rot, rect(-70, -85, 140, 170, 50, crust) + rect(-60, -75, 120, 150, 42, crumb) + sprinkle(ctx, 10, 50, shade(crumb, -0.15), 7));
    return (
      shadow(275, 175) +
      rect(-275, -175, 550, 350, 40, WOOD) +
      group(
        -60,
        -10,
        -10,
        ellipse(0, 0, 180, 105, shade(crust, -0.15)) +
          ellipse(0, -6, 170, 96, crust) +
          path("M-90 -50l50 90M-20 -60l50 100M50 -55l50 90", `stroke="${shade(crust, 0.35)}" stroke-width="10"`),
      ) +
      sprinkle(ctx, 20, 140, "#fbf6ea", 5, -60, -10) +
      slice(180, 40, 12) +
      slice(150, 80, -8)
    );
  },
  gratin(ctx) {
    const top = mix(ctx.c.main[0], "#d9973f", 0.45);
    return (
      shadow(240, 175) +
      rect(-240, -175, 480, 350, 34, ctx.ceramic) +
      rect(-210, -145, 420, 290, 20, top) +
      path(dots(scatter(ctx.rng, 18, 0, 0, 190, 0.65)), `stroke="${shade(top, -0.3)}" stroke-width="22" opacity=".5"`) +
      rect(50, -145, 160, 140, 6, shade(ctx.ceramic, -0.2)) +
      path("M50 -5H210", `stroke="${ctx.c.main[1]}" stroke-width="14"`) +
      path("M50 -145V-5", `stroke="${ctx.c.main[0]}" stroke-width="14"`)
    );
  },
} satisfies Partial<Record<DishType, (ctx: DrawContext) => string>>;
