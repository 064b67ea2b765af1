/**
 * Dishes whose kin look alike unless their form is drawn (dish-form.ts): fried pieces, small whole
 * potatoes, toasts and dips. Each is seen from above, centred on (0, 0), about 480 px across.
 */
import type { DishType } from "./dish-type";
import { type DrawContext, WOOD, GOLDEN, shadow, plate, bowl, green, leaves, sprinkle, chunks, lemonWheel } from "./dish-drawing-kit";
import { circle, dots, ellipse, f, group, mix, path, range, rect, scatter, shade } from "./svg-kit";

const CRUST = "#b37b3e";
const CRUMB = "#e8c88c";
const OLIVE_OIL = "#c9b84a";
const PAPRIKA = "#b8391f";
const GARLIC = "#f3ecdc";

/** A sauce in a small bowl beside the dish. */
const sideSauce = (x: number, y: number, colour: string) => group(x, y, 0, circle(0, 0, 62, "#f4f1ea") + circle(0, 0, 50, colour));

/** A sauce piped over in zigzags, as bravas are served. */
function zigzag(ctx: DrawContext, y: number, colour: string, width: number): string {
  let d = `M-170 ${f(y)}`;
  for (let x = -140; x <= 150; x += 30) d += `L${x} ${f(y + (x % 60 === 0 ? -22 : 22) + range(ctx.rng, -6, 6))}`;
  return path(d, `stroke="${colour}" stroke-width="${width}" fill="none"`);
}

function friedPieces(ctx: DrawContext, piece: string): string {
  switch (ctx.form) {
    case "rolls": {
      let rolls = "";
      for (let i = 0; i < 5; i++) {
        const x = -190 + i * 80 + range(ctx.rng, -6, 6);
        rolls += group(
          x,
          -10,
          90 + range(ctx.rng, -5, 5),
          rect(-115, -28, 230, 56, 28, shade(piece, -0.15)) +
            rect(-108, -23, 216, 34, 17, piece) +
            path("M-70 -6h12M0 4h14M60 -4h10", `stroke="${shade(piece, -0.3)}" stroke-width="5"`),
        );
      }
      return rolls;
    }
    case "balls":
      return scatter(ctx.rng, 9, -20, 0, 130, 0.7)
        .map(([x, y]) =>
          group(
            x,
            y,
            range(ctx.rng, 0, 180),
            ellipse(0, 0, 44, 30, shade(piece, -0.2)) +
              ellipse(-3, -4, 38, 24, piece) +
              path(dots(scatter(ctx.rng, 6, -3, -4, 26, 0.6)), `stroke="${shade(piece, -0.3)}" stroke-width="4"`),
          ),
        )
        .join("");
    case "rings":
      return (
        scatter(ctx.rng, 10, -20, 0, 125, 0.75)
          .map(([x, y]) => circle(x, y, range(ctx.rng, 30, 40), "none", ` stroke="${piece}" stroke-width="17"`))
          .join("") + lemonWheel(-150, 95, 40)
      );
    case "cubes":
      // Bravas: a paprika sauce and alioli piped over; other cut potatoes take their sauce in dollops.
      if (ctx.c.main.includes(PAPRIKA)) return chunks(ctx, 22, 140, [piece, shade(piece, 0.12)], 58, -20, 0) + zigzag(ctx, -40, PAPRIKA, 14) + zigzag(ctx, 35, "#f6efdc", 11);
    // falls through
    default: {
      const dollops = scatter(ctx.rng, 9, -20, 0, 130, 0.75)
        .map(([x, y]) => ellipse(x, y, range(ctx.rng, 16, 26), range(ctx.rng, 11, 17), ctx.c.main[1], ` transform="rotate(${f(range(ctx.rng, -40, 40))} ${f(x)} ${f(y)})"`))
        .join("");
      return chunks(ctx, 22, 140, [piece, shade(piece, 0.12)], 58, -20, 0) + dollops;
    }
  }
}

/** The dip's bowl, as it is served: a purée spread on a plate, an emulsion in its mortar, else a bowl ringed with chips. */
function dipServing(ctx: DrawContext): string {
  const dip = ctx.c.main[0];
  if (ctx.form === "spread") {
    let pita = "";
    for (let i = 0; i < 3; i++) pita += group(225, -90 + i * 90, 90 + range(ctx.rng, -15, 15), path("M-50 0L50 0L0 -80Z", `fill="${CRUMB}" stroke="${CRUST}" stroke-width="5"`));
    return (
      plate(ctx, 215) +
      circle(-20, 0, 165, dip) +
      circle(-20, 0, 110, "none", ` stroke="${shade(dip, -0.15)}" stroke-width="14"`) +
      circle(-20, 0, 62, OLIVE_OIL, ' opacity=".8"') +
      path(dots(scatter(ctx.rng, 7, -20, 0, 40)), `stroke="${shade(dip, -0.12)}" stroke-width="18"`) +
      sprinkle(ctx, 26, 150, PAPRIKA, 7, -20, 0) +
      leaves(ctx, 2, -20, 0, 40, 16) +
      pita
    );
  }
  if (ctx.form === "emulsion") {
    let cloves = "";
    for (let i = 0; i < 3; i++)
      cloves += group(
        -195 + i * 34,
        150 + range(ctx.rng, -10, 10),
        range(ctx.rng, -40, 40),
        path("M-16 12Q-20 -20 0 -26Q20 -20 16 12Q0 20 -16 12Z", `fill="${GARLIC}" stroke="#d8cdb4" stroke-width="4"`),
      );
    return (
      shadow(185) +
      circle(0, 0, 185, "#a27a4e") +
      circle(0, 0, 150, "#8c6440") +
      circle(0, 0, 138, dip) +
      path("M-40 -20q40 -50 80 0q-40 30 -80 0Z", `fill="${shade(dip, 0.5)}" opacity=".8"`) +
      group(150, -120, -40, rect(-30, -150, 60, 260, 30, "#b58a5c") + ellipse(0, 100, 38, 30, "#9c7248")) +
      cloves
    );
  }
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
}

export const tapasDrawings = {
  fried(ctx) {
    const piece = mix(ctx.c.main[0], GOLDEN, 0.4);
    if (ctx.form === "rolls") {
      // Rolls lie side by side on a long plate, on lettuce, with their dipping sauce.
      return shadow(280, 150) + rect(-280, -150, 560, 300, 36, ctx.ceramic) + leaves(ctx, 6, -20, 0, 150, 70) + friedPieces(ctx, piece) + sideSauce(215, 95, ctx.c.main[2]);
    }
    return (
      shadow(260, 185) +
      ellipse(0, 0, 260, 185, ctx.ceramic) +
      ellipse(0, 0, 215, 145, shade(ctx.ceramic, -0.06)) +
      friedPieces(ctx, piece) +
      sideSauce(190, -150, ctx.form === "cubes" ? ctx.c.main[1] : ctx.c.main[2])
    );
  },
  potatoes(ctx) {
    // Small whole potatoes in their wrinkled, salt-crusted skins, in a clay dish, with a red and a green mojo.
    const skin = mix(ctx.c.main[0], "#9a6a32", 0.45);
    const potatoes = scatter(ctx.rng, 14, -40, 0, 135)
      .map(([x, y]) => {
        const rx = range(ctx.rng, 26, 34);
        return group(
          x,
          y,
          range(ctx.rng, 0, 180),
          ellipse(0, 0, rx, rx * 0.8, shade(skin, -0.15)) +
            ellipse(-2, -3, rx - 5, rx * 0.8 - 6, skin) +
            path(`M${f(-rx / 2)} -4q8 6 16 0t16 0`, `stroke="${shade(skin, -0.35)}" stroke-width="4" fill="none"`),
        );
      })
      .join("");
    return (
      shadow(190) +
      circle(-40, 0, 195, "#b5653a") +
      circle(-40, 0, 170, "#9c5230") +
      potatoes +
      sprinkle(ctx, 40, 160, "#ffffff", 5, -40, 0) +
      sideSauce(200, -110, ctx.c.main[1]) +
      sideSauce(200, 110, green(ctx))
    );
  },
  toast(ctx) {
    const topping = ctx.c.main[0];
    if (ctx.form === "smear") {
      // Two long slices of country bread rubbed with tomato, oil shining on them, on a board.
      const slice = (x: number, rot: number) =>
        group(
          x,
          0,
          rot,
          rect(-95, -140, 190, 280, 40, CRUST) +
            rect(-82, -127, 164, 254, 32, CRUMB) +
            path("M-70 -100Q0 -135 70 -95Q85 0 65 100Q0 125 -70 105Q-85 0 -70 -100Z", `fill="${topping}" opacity=".55"`) +
            path(dots(scatter(ctx.rng, 9, 0, 0, 80, 1.4)), `stroke="${OLIVE_OIL}" stroke-width="12" opacity=".6"`) +
            sprinkle(ctx, 12, 90, "#ffffff", 4),
        );
      return shadow(270, 175) + rect(-270, -175, 540, 350, 30, WOOD) + slice(-115, -8) + slice(115, 6);
    }
    // Small round slices piled with diced topping and herbs, on a plate.
    let slices = "";
    for (let i = 0; i < 4; i++) {
      const a = (i / 4) * Math.PI * 2 + 0.6;
      const [x, y] = [Math.cos(a) * 110, Math.sin(a) * 100];
      let dice = "";
      for (const [dx, dy] of scatter(ctx.rng, 9, 0, 0, 42, 0.7)) dice += rect(dx - 9, dy - 9, 18, 18, 4, i % 2 ? topping : shade(topping, -0.1));
      slices += group(x, y, range(ctx.rng, -30, 30), ellipse(0, 0, 78, 56, CRUST) + ellipse(0, 0, 68, 46, CRUMB) + dice) + leaves(ctx, 2, x, y, 26, 18);
    }
    return plate(ctx, 235) + slices;
  },
  dip: dipServing,
} satisfies Partial<Record<DishType, (ctx: DrawContext) => string>>;
