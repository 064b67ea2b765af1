/** Plated mains, snacks and drinks: sandwiches, tacos, skewers, eggs, fish, roasts, vegetables, drinks. Each is seen from above, centred on (0, 0), about 480 px across. */
import type { DishType } from "./dish-type";
import { type DrawContext, WOOD, GOLDEN, shadow, plate, green, leaves, sprinkle, chunks, lemonWheel } from "./dish-drawing-kit";
import { circle, dots, ellipse, f, group, mix, path, range, rect, scatter, shade } from "./svg-kit";

export const mainsAndSnacksDrawings = {
  sandwich(ctx) {
    const bread = "#e8c88c";
    const half = (x: number, rot: number) =>
      group(
        x,
        0,
        rot,
        path("M-120 90L120 90L0 -120Z", `fill="${bread}" stroke="#b37b3e" stroke-width="12"`) +
          path("M-132 96H132", `stroke="${ctx.c.main[0]}" stroke-width="14"`) +
          path("M-126 108H126", `stroke="${green(ctx)}" stroke-width="10"`) +
          path("M-120 120H120", `stroke="${ctx.c.main[1]}" stroke-width="10"`),
      );
    return shadow(260, 170) + rect(-260, -170, 520, 340, 28, WOOD) + half(-90, -15) + half(110, 190);
  },
  burger(ctx) {
    let fries = "";
    for (let i = 0; i < 9; i++) fries += group(215 + range(ctx.rng, -25, 25), -60 + i * 16, range(ctx.rng, -30, 30), rect(-48, -6, 96, 13, 4, "#ebc25a"));
    return (
      plate(ctx, 235) +
      circle(-40, 0, 160, green(ctx), ' stroke="#4f8a33" stroke-width="10" stroke-dasharray="14 10"') +
      circle(-40, 0, 148, shade(ctx.c.main[0], -0.35)) +
      circle(-40, 0, 136, "#c98b3e") +
      circle(-55, -15, 100, "#d9a055") +
      sprinkle(ctx, 16, 110, "#f6ead0", 8, -40, 0) +
      fries
    );
  },
  taco(ctx) {
    const taco = (x: number, y: number, rot: number) =>
      group(
        x,
        y,
        rot,
        path("M-110 0A110 70 0 0 1 110 0Z", 'fill="#e6c06a"') +
          path("M-100 0H100", `stroke="${ctx.c.main[0]}" stroke-width="22"`) +
          path(dots(scatter(ctx.rng, 7, 0, -4, 80, 0.1)), `stroke="${ctx.c.main[1]}" stroke-width="14"`) +
          path(dots(scatter(ctx.rng, 7, 0, -8, 80, 0.1)), `stroke="${green(ctx)}" stroke-width="9"`),
      );
    return (
      plate(ctx, 235) +
      taco(0, -70, 0) +
      taco(-20, 40, 0) +
      taco(10, 150, 0) +
      group(160, -150, 30, path("M-40 0A40 40 0 0 1 40 0Z", 'fill="#7fb04a"') + path("M-32 0A32 32 0 0 1 32 0Z", 'fill="#d7e89a"'))
    );
  },
  skewers(ctx) {
    let sticks = "";
    for (let s = 0; s < 3; s++) {
      const y = -80 + s * 80;
      let pieces = "";
      for (let i = 0; i < 6; i++) {
        const colour = ctx.c.main[(i + s) % 3]!;
        pieces += rect(-185 + i * 62, y - 24, 54, 48, 14, colour) + path(`M${-172 + i * 62} ${y - 14}l30 28`, `stroke="${shade(colour, -0.4)}" stroke-width="5" opacity=".6"`);
      }
      sticks += path(`M-240 ${y}H230`, 'stroke="#c9a06a" stroke-width="8"') + pieces;
    }
    return shadow(270, 150) + rect(-270, -150, 540, 300, 60, ctx.ceramic) + group(0, 0, -6, sticks) + leaves(ctx, 4, 180, 110, 40);
  },
  omelette(ctx) {
    const top = mix(ctx.c.main[0], "#e8b54a", 0.55);
    const cut = range(ctx.rng, 0, 360);
    return (
      plate(ctx, 230) +
      circle(0, 0, 178, shade(top, -0.15)) +
      circle(0, 0, 170, top) +
      sprinkle(ctx, 20, 150, shade(top, -0.3), 12) +
      sprinkle(ctx, 8, 150, ctx.c.main[1], 10) +
      group(
        0,
        0,
        cut,
        path("M0 0L185 -55A190 190 0 0 1 185 55Z", `fill="${shade(ctx.ceramic, -0.06)}"`) +
          path("M0 0L178 -52M0 0L178 52", `stroke="${mix(ctx.c.main[0], "#f6e7b0", 0.5)}" stroke-width="10"`),
      )
    );
  },
  eggs(ctx) {
    const egg = (x: number, y: number) =>
      group(x, y, range(ctx.rng, 0, 360), path("M-60 -10C-60 -60 20 -62 50 -30S60 50 0 55S-60 30 -60 -10Z", 'fill="#fbf8f0"') + circle(-4, -2, 24, "#f2a72a"));
    return (
      shadow(220) +
      rect(200, -22, 170, 44, 18, "#2b2b2d") +
      circle(0, 0, 220, "#2f2f31") +
      circle(0, 0, 200, shade(ctx.c.main[0], -0.1)) +
      chunks(ctx, 12, 160, [ctx.c.main[0], ctx.c.main[1]], 46) +
      egg(-60, -40) +
      egg(70, 50) +
      sprinkle(ctx, 14, 170, green(ctx), 11)
    );
  },
  fish(ctx) {
    const skin = mix(ctx.c.main[0], "#8fa3ad", 0.45);
    return (
      shadow(275, 165) +
      ellipse(0, 0, 275, 165, ctx.ceramic) +
      path("M-190 0C-120 -90 60 -90 130 -10L200 -70L190 0L200 70L130 10C60 90 -120 90 -190 0Z", `fill="${skin}"`) +
      path("M-170 12C-100 60 40 60 120 12", `stroke="${shade(skin, 0.45)}" stroke-width="18" fill="none"`) +
      path("M-90 -40l40 70M-30 -50l40 70M30 -45l36 60", `stroke="${shade(skin, -0.35)}" stroke-width="7"`) +
      circle(-150, -8, 9, "#2a2a2a") +
      lemonWheel(-60, 115, 36) +
      lemonWheel(20, 120, 32) +
      leaves(ctx, 4, 170, -110, 40, 26) +
      sprinkle(ctx, 6, 100, ctx.c.main[1], 12, 0, -100)
    );
  },
  roast(ctx) {
    const meat = ctx.c.main[0];
    const poultry = meat === "#dba05e";
    let pieces = "";
    if (poultry) {
      for (let i = 0; i < 3; i++) {
        pieces += group(
          -60 + i * 70,
          -20 + (i % 2) * 60,
          60 + i * 20,
          ellipse(0, 0, 75, 52, shade(meat, -0.2)) +
            ellipse(-6, -6, 64, 42, meat) +
            rect(60, -8, 70, 16, 8, "#f6eede") +
            circle(132, -10, 12, "#f6eede") +
            circle(132, 10, 12, "#f6eede"),
        );
      }
    } else {
      for (let i = 0; i < 5; i++) {
        pieces += group(
          -150 + i * 62,
          10,
          15,
          ellipse(0, 0, 46, 95, shade(meat, -0.35)) + ellipse(0, 0, 38, 86, mix(meat, "#d97a7a", 0.35)) + ellipse(0, 0, 20, 60, mix(meat, "#e8a0a0", 0.45)),
        );
      }
    }
    return (
      shadow(275, 175) +
      rect(-275, -175, 550, 350, 40, WOOD) +
      path("M-240 -130H240M-240 140H240", `stroke="${shade(WOOD, -0.15)}" stroke-width="3"`) +
      pieces +
      path(dots(scatter(ctx.rng, 6, 170, 90, 50)), `stroke="${GOLDEN}" stroke-width="40"`) +
      leaves(ctx, 6, -190, -100, 50, 30) +
      sprinkle(ctx, 6, 60, ctx.c.main[1], 14, 170, -100)
    );
  },
  vegetables(ctx) {
    let strips = "";
    for (let i = 0; i < 12; i++) {
      const colour = ctx.c.main[i % 3]!;
      const y = -120 + i * 22 + range(ctx.rng, -6, 6);
      strips += group(range(ctx.rng, -30, 30), y, range(ctx.rng, -12, 12), rect(-150, -13, 300, 26, 13, shade(colour, -0.15)) + rect(-146, -13, 292, 18, 9, colour));
    }
    return (
      shadow(270, 185) +
      ellipse(0, 0, 270, 185, ctx.ceramic) +
      ellipse(0, 0, 228, 150, shade(ctx.ceramic, -0.06)) +
      strips +
      path(`M-160 -40Q0 ${f(range(ctx.rng, -90, 10))} 160 40`, 'stroke="#d9b84a" stroke-width="6" fill="none" opacity=".7"') +
      leaves(ctx, 5, 0, 0, 150, 24) +
      sprinkle(ctx, 14, 170, "#ffffff", 5)
    );
  },
  "hot-drink"(ctx) {
    const drink = mix(ctx.c.main[0], ctx.c.main[1], 0.3);
    return (
      shadow(185) +
      circle(0, 0, 185, ctx.ceramic) +
      circle(0, 0, 150, shade(ctx.ceramic, -0.06)) +
      rect(110, -26, 110, 52, 26, "#f6f2ea") +
      circle(0, 0, 130, "#f6f2ea") +
      circle(0, 0, 112, drink) +
      path("M0 40C-70 -10 -40 -70 0 -30C40 -70 70 -10 0 40Z", `fill="${shade(drink, 0.55)}"`) +
      group(-150, 150, -30, rect(-70, -9, 140, 18, 9, "#c9c9c9"))
    );
  },
  drink(ctx) {
    const liquid = ctx.c.main[0];
    const glass = (x: number, y: number, r: number) =>
      group(
        x,
        y,
        0,
        shadow(r) +
          circle(0, 0, r, "#eef5f6", ' opacity=".8"') +
          circle(0, 0, r * 0.88, liquid) +
          group(-r * 0.3, -r * 0.2, 20, rect(-22, -22, 44, 44, 8, "#ffffff", ' opacity=".45"')) +
          group(r * 0.25, r * 0.25, -15, rect(-20, -20, 40, 40, 8, "#ffffff", ' opacity=".4"')) +
          circle(r * 0.35, -r * 0.35, 10, "none", ` stroke="${ctx.c.main[1]}" stroke-width="6"`),
      );
    return glass(-70, -10, 150) + glass(150, 110, 95) + lemonWheel(-175, -140, 44, ctx.c.main.includes("#7aa84a") ? "#7aa84a" : "#e9a53a") + leaves(ctx, 4, -60, 0, 70, 26);
  },
} satisfies Partial<Record<DishType, (ctx: DrawContext) => string>>;
