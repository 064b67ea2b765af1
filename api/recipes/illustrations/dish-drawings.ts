/**
 * One drawing per dish type, seen from above, centred on (0, 0) and about 480 px across. Each
 * takes the dish's colours (from its main ingredients) and a seeded PRNG for the jitter.
 */
import type { DishColours } from "./dish-colours";
import type { DishType } from "./dish-type";
import { circle, dots, ellipse, f, group, leafPath, mix, path, pick, range, rect, type Rng, scatter, shade } from "./svg-kit";

export interface DrawContext {
  rng: Rng;
  c: DishColours;
  /** The plate's or bowl's glaze. */
  ceramic: string;
  /** Steamed, not fried (dumplings), in East Asian kitchens. */
  eastAsian: boolean;
}

const WOOD = "#b98552";
const GOLDEN = "#d79a45";
const LEAF = "#5e9a3e";
const shadow = (rx: number, ry = rx) => ellipse(12, 16, rx, ry, "#3a2414", ' opacity=".16"');

const plate = (ctx: DrawContext, r: number) => shadow(r) + circle(0, 0, r, ctx.ceramic) + circle(0, 0, r * 0.78, shade(ctx.ceramic, -0.06));
const bowl = (ctx: DrawContext, r: number, fill: string) =>
  shadow(r) + circle(0, 0, r, ctx.ceramic) + circle(0, 0, r * 0.9, shade(ctx.ceramic, -0.12)) + circle(0, 0, r * 0.84, fill);

/** The main colour that is not `avoid` (so toppings show on their base). */
function other(ctx: DrawContext, avoid: string, from = 0): string {
  const rest = ctx.c.main.slice(from).filter((colour) => colour !== avoid);
  return rest[0] ?? ctx.c.main[1];
}
const green = (ctx: DrawContext) => ctx.c.green ?? LEAF;

function leaves(ctx: DrawContext, count: number, cx: number, cy: number, radius: number, size = 22): string {
  let d = "";
  for (const [x, y] of scatter(ctx.rng, count, cx, cy, radius)) d += leafPath(x, y, size, size * 0.4, range(ctx.rng, 0, 360));
  return path(d, `fill="${green(ctx)}"`);
}
function sprinkle(ctx: DrawContext, count: number, radius: number, colour: string, width: number, cx = 0, cy = 0): string {
  return path(dots(scatter(ctx.rng, count, cx, cy, radius)), `stroke="${colour}" stroke-width="${f(width)}"`);
}
/** Irregular rounded chunks (meat, potato, vegetables). */
function chunks(ctx: DrawContext, count: number, radius: number, colours: readonly string[], size: number, cx = 0, cy = 0): string {
  return scatter(ctx.rng, count, cx, cy, radius)
    .map(([x, y], i) => {
      const colour = colours[i % colours.length]!;
      const w = size * range(ctx.rng, 0.8, 1.25);
      const h = size * range(ctx.rng, 0.65, 1);
      return group(x, y, range(ctx.rng, 0, 180), rect(-w / 2, -h / 2, w, h, h * 0.35, shade(colour, -0.2)) + rect(-w / 2 + 3, -h / 2, w - 6, h * 0.75, h * 0.3, colour));
    })
    .join("");
}
function lemonWheel(x: number, y: number, r: number, colour = "#e9c53a"): string {
  return group(
    x,
    y,
    0,
    circle(0, 0, r, colour) +
      circle(0, 0, r * 0.84, shade(colour, 0.45)) +
      path(`M0 ${f(-r * 0.8)}V${f(r * 0.8)}M${f(-r * 0.8)} 0H${f(r * 0.8)}`, `stroke="${colour}" stroke-width="${f(r * 0.1)}"`),
  );
}
function riceTexture(ctx: DrawContext, count: number, radius: number, colour: string): string {
  let d = "";
  for (const [x, y] of scatter(ctx.rng, count, 0, 0, radius)) {
    const a = range(ctx.rng, 0, Math.PI);
    d += `M${f(x)} ${f(y)}l${f(Math.cos(a) * 9)} ${f(Math.sin(a) * 9)}`;
  }
  return path(d, `stroke="${shade(colour, -0.18)}" stroke-width="5" opacity=".6"`);
}

const drawings: Record<DishType, (ctx: DrawContext) => string> = {
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
  fried(ctx) {
    const piece = mix(ctx.c.main[0], GOLDEN, 0.4);
    const sauce = ctx.c.main[1];
    // The sauce spooned over in dollops that run a little.
    const dollops = scatter(ctx.rng, 9, -20, 0, 130, 0.75)
      .map(([x, y]) => ellipse(x, y, range(ctx.rng, 16, 26), range(ctx.rng, 11, 17), sauce, ` transform="rotate(${f(range(ctx.rng, -40, 40))} ${f(x)} ${f(y)})"`))
      .join("");
    return (
      shadow(260, 185) +
      ellipse(0, 0, 260, 185, ctx.ceramic) +
      ellipse(0, 0, 215, 145, shade(ctx.ceramic, -0.06)) +
      chunks(ctx, 22, 140, [piece, shade(piece, 0.12)], 58, -20, 0) +
      dollops +
      group(190, -150, 0, circle(0, 0, 62, "#f4f1ea") + circle(0, 0, 50, ctx.c.main[2]))
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
  dip(ctx) {
    const dip = ctx.c.main[0];
    let chips = "";
    for (let i = 0; i < 7; i++) {
      const a = (i / 7) * Math.PI * 2 + 0.3;
      chips += group(Math.cos(a) * 215, Math.sin(a) * 175, (a * 180) / Math.PI + 90, path("M-36 0L36 0L0 -60Z", 'fill="#e3b868" stroke="#c6923f" stroke-width="4"'));
    }
    return (
      chips +
      bowl(ctx, 160, dip) +
      path("M-80 10a80 80 0 1 1 160 0a48 48 0 1 1 -96 0", `stroke="${shade(dip, -0.18)}" stroke-width="10" fill="none"`) +
      ellipse(0, 0, 38, 26, "#d9b84a", ' opacity=".75"') +
      sprinkle(ctx, 8, 60, ctx.c.main[1], 9) +
      leaves(ctx, 3, 0, 0, 50, 18)
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
};

export function drawDish(type: DishType, ctx: DrawContext): string {
  return drawings[type](ctx);
}

/** Glazes for plates and bowls: white, Talavera blue, terracotta, slate, sage, cream. */
const CERAMICS = ["#f7f3ea", "#3f6e9a", "#b5653a", "#3a3836", "#7f9c7a", "#efe2c4"] as const;
export const pickCeramic = (rng: Rng, avoid: readonly string[]): string => {
  const choices = CERAMICS.filter((glaze) => !avoid.includes(glaze));
  return pick(rng, choices.length > 0 ? choices : CERAMICS);
};
