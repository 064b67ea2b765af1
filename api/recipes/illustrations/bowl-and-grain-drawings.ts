/** Dishes served in a bowl or on a bed of grains: soups, rice, noodles, stews, salads, dips. Each is seen from above, centred on (0, 0), about 480 px across. */
import type { DishType } from "./dish-type";
import { type DrawContext, WOOD, GOLDEN, shadow, plate, bowl, other, green, leaves, sprinkle, chunks, riceTexture } from "./dish-drawing-kit";
import { circle, ellipse, f, group, leafPath, mix, path, range, rect, scatter, shade } from "./svg-kit";

export const bowlAndGrainDrawings = {
  soup(ctx) {
    const broth = ctx.c.main[0];
    return (
      bowl(ctx, 180, broth) +
      path("M-60 10a60 60 0 1 1 120 0a36 36 0 1 1-72 0", `stroke="${shade(broth, 0.35)}" stroke-width="9" fill="none" opacity=".8"`) +
      sprinkle(ctx, 10, 110, other(ctx, broth, 1), 16) +
      leaves(ctx, 5, 0, 0, 90, 20)
    );
  },
  paella(ctx) {
    const { rice } = ctx.c;
    const topping = ctx.c.main.filter((colour) => colour !== "#f1e6c8" && colour !== "#e8c77a");
    let wedges = "";
    for (let i = 0; i < 4; i++) {
      const a = (i * 90 + range(ctx.rng, 10, 60)) * (Math.PI / 180);
      wedges += group(
        Math.cos(a) * 150,
        Math.sin(a) * 150,
        (a * 180) / Math.PI + 90,
        path("M-30 0A30 30 0 0 1 30 0Z", 'fill="#e9c53a"') + path("M-24 0A24 24 0 0 1 24 0Z", 'fill="#f7e28a"'),
      );
    }
    return (
      shadow(240) +
      rect(-300, -20, 600, 40, 18, "#3a3a3c") +
      circle(0, 0, 240, "#3b3b3d") +
      circle(0, 0, 226, "#505053") +
      circle(0, 0, 216, rice) +
      circle(0, 0, 208, "none", ` stroke="${shade(rice, -0.35)}" stroke-width="10" opacity=".45"`) +
      riceTexture(ctx, 70, 200, rice) +
      chunks(ctx, 11, 170, topping.length > 0 ? topping : ctx.c.main, 46) +
      sprinkle(ctx, 14, 180, green(ctx), 13) +
      wedges
    );
  },
  noodles(ctx) {
    const broth = mix(ctx.c.main[1], "#f3e3c0", 0.55);
    let strands = "";
    for (let i = 0; i < 8; i++) {
      const y = -70 + i * 20 + range(ctx.rng, -4, 4);
      strands += `M-120 ${f(y)}q30 -22 60 0t60 0t60 0t60 0`;
    }
    return (
      bowl(ctx, 190, broth) +
      path(strands, 'stroke="#e9cf86" stroke-width="10" fill="none"') +
      path(strands, 'stroke="#f6e4ae" stroke-width="4" fill="none"') +
      chunks(ctx, 4, 60, [ctx.c.main[0], ctx.c.main[2]], 58, 60, 70) +
      ellipse(-80, 80, 40, 30, "#fbf6ea") +
      circle(-80, 80, 17, "#f0a52a") +
      sprinkle(ctx, 14, 130, green(ctx), 12) +
      path("M60 -250L250 60M90 -260L270 40", 'stroke="#6b4428" stroke-width="12"')
    );
  },
  rice(ctx) {
    const { rice } = ctx.c;
    const topping = other(ctx, "#f1e6c8");
    return (
      bowl(ctx, 185, rice) +
      riceTexture(ctx, 60, 150, rice) +
      chunks(ctx, 8, 80, [topping, other(ctx, topping, 1)], 48, 40, -20) +
      sprinkle(ctx, 12, 140, green(ctx), 12) +
      sprinkle(ctx, 10, 140, "#f5efe0", 5) +
      (ctx.eastAsian ? path("M150 -250L250 140M185 -255L270 130", 'stroke="#6b4428" stroke-width="12"') : "")
    );
  },
  sushi(ctx) {
    let rolls = "";
    for (let i = 0; i < 8; i++) {
      const x = -165 + (i % 4) * 110;
      const y = i < 4 ? -55 : 55;
      rolls += group(x, y, 0, circle(0, 0, 46, "#242224") + circle(0, 0, 38, "#f7f2e6") + circle(0, 0, 17, ctx.c.main[i % 2 === 0 ? 0 : 1]) + circle(6, 4, 8, ctx.c.main[2]));
    }
    return (
      shadow(270, 150) +
      rect(-270, -140, 540, 280, 20, WOOD) +
      path("M-270 -60H270M-270 30H270M-270 100H270", `stroke="${shade(WOOD, -0.15)}" stroke-width="3"`) +
      rolls +
      ellipse(215, 200, 50, 30, "#f2a7a4")
    );
  },
  dumplings(ctx) {
    const dough = ctx.eastAsian ? "#f4ead4" : mix(GOLDEN, ctx.c.main[0], 0.2);
    let items = "";
    for (let i = 0; i < 7; i++) {
      const a = (i / 6) * Math.PI * 2;
      const [x, y] = i === 6 ? [0, 0] : [Math.cos(a) * 125, Math.sin(a) * 125];
      items += group(
        x,
        y,
        range(ctx.rng, -40, 40),
        path("M-56 10A56 44 0 0 1 56 10Q0 26 -56 10Z", `fill="${dough}" stroke="${shade(dough, -0.25)}" stroke-width="4"`) +
          path("M-30 -20q6 10 0 20M-8 -28q6 10 0 20M14 -26q6 10 0 20", `stroke="${shade(dough, -0.3)}" stroke-width="4" fill="none"`),
      );
    }
    const base = ctx.eastAsian
      ? shadow(225) + circle(0, 0, 225, "#c9a46a") + circle(0, 0, 205, "#dcbf86") + path("M-205 0H205M0 -205V205", 'stroke="#c9a46a" stroke-width="6"')
      : plate(ctx, 225);
    return base + items + group(215, 190, 0, circle(0, 0, 52, "#f4f1ea") + circle(0, 0, 42, ctx.eastAsian ? "#3a2116" : ctx.c.main[1]));
  },
  stew(ctx) {
    const sauce = mix(ctx.c.main[0], ctx.c.main[1], 0.3);
    return (
      shadow(215) +
      ellipse(-225, 0, 40, 56, shade(ctx.ceramic, -0.15)) +
      ellipse(225, 0, 40, 56, shade(ctx.ceramic, -0.15)) +
      circle(0, 0, 215, ctx.ceramic) +
      circle(0, 0, 192, shade(ctx.ceramic, -0.25)) +
      circle(0, 0, 182, sauce) +
      chunks(ctx, 12, 140, [ctx.c.main[1], ctx.c.main[2], shade(ctx.c.main[0], -0.1)], 44) +
      sprinkle(ctx, 24, 150, shade(sauce, 0.25), 11) +
      leaves(ctx, 5, 0, 0, 130, 22) +
      path("M90 40L300 -240", 'stroke="#9a6b3e" stroke-width="18"') +
      ellipse(80, 55, 30, 44, "#9a6b3e", ' transform="rotate(37 80 55)"')
    );
  },
  pasta(ctx) {
    const noodle = "#ecc86a";
    const sauce = ctx.c.main.find((colour) => colour !== "#e8c77a") ?? ctx.c.main[1];
    let d = "";
    for (let i = 0; i < 14; i++) {
      const r = range(ctx.rng, 40, 150);
      const a = range(ctx.rng, 0, Math.PI * 2);
      d += `M${f(Math.cos(a) * r)} ${f(Math.sin(a) * r)}A${f(r)} ${f(r)} 0 0 1 ${f(Math.cos(a + 2) * r)} ${f(Math.sin(a + 2) * r)}`;
    }
    return (
      plate(ctx, 230) +
      circle(0, 0, 165, shade(noodle, -0.1)) +
      path(d, `stroke="${noodle}" stroke-width="10" fill="none"`) +
      path(d, `stroke="${shade(noodle, 0.3)}" stroke-width="3" fill="none"`) +
      circle(0, 0, 70, sauce, ' opacity=".92"') +
      chunks(ctx, 5, 50, [other(ctx, sauce, 1)], 24) +
      sprinkle(ctx, 20, 120, "#f7f1dd", 6) +
      leaves(ctx, 3, 0, 0, 60, 30)
    );
  },
  salad(ctx) {
    const leaf = green(ctx);
    let d = "";
    for (const [x, y] of scatter(ctx.rng, 16, 0, 0, 140)) d += leafPath(x - 40, y, 90, 34, range(ctx.rng, 0, 360));
    const toppings = ctx.c.main.filter((colour) => colour !== leaf);
    return (
      bowl(ctx, 215, shade(leaf, -0.25)) +
      path(d, `fill="${leaf}" stroke="${shade(leaf, 0.35)}" stroke-width="3"`) +
      scatter(ctx.rng, 9, 0, 0, 140)
        .map(([x, y], i) => circle(x, y, range(ctx.rng, 18, 28), toppings[i % Math.max(1, toppings.length)] ?? ctx.c.main[0]))
        .join("") +
      sprinkle(ctx, 18, 160, "#f5efe0", 6)
    );
  },
} satisfies Partial<Record<DishType, (ctx: DrawContext) => string>>;
