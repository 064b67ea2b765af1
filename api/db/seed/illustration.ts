/**
 * Generated recipe illustrations for demo recipes that have no photo.
 *
 * `recipeIllustrationSvg` draws a small, calm, flat-style SVG: a warm
 * background tinted by course (and nudged by cuisine), a table, a plate,
 * bowl or glass, and 5-12 simple ingredient shapes picked from the recipe's
 * ingredient groups, plus a little garnish scattered on the table.
 *
 * The function is pure and deterministic: every random choice comes from a
 * small PRNG seeded with a hash of the slug, so the same input always yields
 * byte-identical output. No text is drawn apart from the <title> element,
 * there are no external references and no scripts.
 */
import { foldText } from "../../contract/text";

export interface IllustrationInput {
  slug: string;
  cuisine: string;
  course: string;
  /** e.g. ["vegetable","fish","herb","grain"], main ingredients first */
  ingredientGroups: string[];
  title: string;
}

export const ILLUSTRATION_WIDTH = 800;
export const ILLUSTRATION_HEIGHT = 600;

// ---------------------------------------------------------------------------
// Deterministic helpers

type Rng = () => number;

/** FNV-1a 32-bit hash. */
function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast, good enough for layout jitter. */
function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const range = (rng: Rng, min: number, max: number): number => min + (max - min) * rng();
const int = (rng: Rng, min: number, max: number): number => Math.floor(range(rng, min, max + 1));
function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length) % items.length]!;
}
const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, n));

/** Round to one decimal place, compactly ("-.5", never "-0"). */
function f(n: number): string {
  const r = Math.round(n * 10) / 10;
  return r === 0 ? "0" : String(r).replace(/^(-?)0\./, "$1.");
}

function escapeXml(s: string): string {
  return (
    s
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
      // Characters that are not allowed in XML 1.0 at all.
      // eslint-disable-next-line no-control-regex -- matching these control characters is the point: they are stripped.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
  );
}

type Hsl = readonly [number, number, number];

function hex(h: number, s: number, l: number): string {
  const hh = ((h % 360) + 360) % 360;
  const ss = clamp(s, 0, 100) / 100;
  const ll = clamp(l, 0, 100) / 100;
  const a = ss * Math.min(ll, 1 - ll);
  const channel = (n: number): string => {
    const k = (n + hh / 30) % 12;
    const c = ll - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

// ---------------------------------------------------------------------------
// Course → palette and vessel

type Kind = "dessert" | "soup" | "rice" | "salad" | "fish" | "meat" | "drink" | "default";
type Vessel = "plate" | "bowl" | "glass";

const KIND_RULES: ReadonlyArray<readonly [Kind, RegExp]> = [
  ["drink", /bebida|drink|coctel|cocktail|batido|smoothie|zumo|jugo|infusion|beverage|refresco/],
  ["dessert", /postre|dessert|dulce|reposter|pasteler|tarta|cake|sweet|helado|bolleria/],
  ["soup", /sopa|crema|caldo|guiso|estofado|potaje|cocido|puchero|soup|stew|chowder/],
  ["rice", /arroz|arroces|rice|risotto|paella/],
  ["salad", /ensalada|salad|verdura|vegetal|hortaliza|vegetable/],
  ["fish", /pescado|marisco|fish|seafood/],
  ["meat", /carne|meat|\baves?\b|pollo|poultry|cerdo|ternera|cordero|caza/],
];

interface Palette {
  bg: Hsl;
  deco: Hsl;
  table: Hsl;
  napkin: Hsl;
  ceramic: Hsl;
  liquid: Hsl;
}

const PALETTES: Record<Kind, Palette> = {
  dessert: {
    bg: [350, 62, 91],
    deco: [30, 80, 96],
    table: [25, 45, 80],
    napkin: [345, 55, 72],
    ceramic: [35, 45, 95],
    liquid: [345, 65, 88],
  },
  soup: {
    bg: [38, 68, 84],
    deco: [44, 80, 91],
    table: [26, 40, 58],
    napkin: [18, 55, 55],
    ceramic: [200, 28, 58],
    liquid: [30, 72, 56],
  },
  rice: {
    bg: [43, 78, 84],
    deco: [48, 90, 91],
    table: [28, 38, 60],
    napkin: [150, 22, 48],
    ceramic: [16, 52, 50],
    liquid: [42, 85, 60],
  },
  salad: {
    bg: [88, 38, 84],
    deco: [70, 55, 91],
    table: [32, 36, 70],
    napkin: [140, 25, 55],
    ceramic: [40, 40, 95],
    liquid: [88, 48, 80],
  },
  fish: {
    bg: [198, 42, 86],
    deco: [195, 50, 93],
    table: [30, 30, 72],
    napkin: [205, 38, 55],
    ceramic: [40, 35, 96],
    liquid: [55, 60, 86],
  },
  meat: {
    bg: [16, 58, 82],
    deco: [30, 70, 90],
    table: [22, 38, 46],
    napkin: [12, 55, 46],
    ceramic: [38, 40, 95],
    liquid: [28, 48, 76],
  },
  drink: {
    bg: [36, 82, 83],
    deco: [45, 90, 91],
    table: [28, 40, 56],
    napkin: [20, 60, 58],
    ceramic: [40, 40, 95],
    liquid: [32, 88, 56],
  },
  default: {
    bg: [40, 78, 85],
    deco: [46, 88, 92],
    table: [24, 40, 60],
    napkin: [10, 62, 52],
    ceramic: [40, 38, 95],
    liquid: [36, 75, 82],
  },
};

function courseKind(course: string): Kind {
  const c = foldText(course);
  for (const [kind, re] of KIND_RULES) if (re.test(c)) return kind;
  return "default";
}

function vesselFor(kind: Kind): Vessel {
  if (kind === "soup" || kind === "rice") return "bowl";
  if (kind === "drink") return "glass";
  return "plate";
}

// ---------------------------------------------------------------------------
// Ingredient groups → shapes

type Shape =
  | "vegetable"
  | "fruit"
  | "meat"
  | "poultry"
  | "fish"
  | "seafood"
  | "grain"
  | "pasta"
  | "legume"
  | "herb"
  | "spice"
  | "dairy"
  | "egg"
  | "nut"
  | "mushroom"
  | "bread"
  | "sweet"
  | "sauce"
  | "other";

const GROUP_RULES: ReadonlyArray<readonly [Shape, RegExp]> = [
  ["seafood", /seafood|marisco|shellfish|shrimp|prawn|gamba|langostino|molusco|mejillon|almeja|calamar|pulpo/],
  ["fish", /fish|pescado|bacalao|atun|salmon|sardina/],
  ["poultry", /poultry|\baves?\b|pollo|chicken|pavo|turkey|pato|duck/],
  ["meat", /meat|carne|cerdo|pork|beef|ternera|cordero|lamb|embutido|sausage|chorizo|jamon|\bham\b/],
  ["egg", /\beggs?\b|huevo/],
  ["dairy", /dairy|lacteo|queso|cheese|leche|milk|yogur|nata|cream|mantequilla|butter/],
  ["pasta", /pasta|fideo|noodle|macarron|espagueti|spaghetti/],
  ["grain", /grain|cereal|arroz|rice|trigo|wheat|maiz|corn|avena|oat|quinoa|cuscus|couscous|harina|flour/],
  ["bread", /bread|\bpan\b|bakery|panader|masa|dough/],
  ["legume", /legum|bean|alubia|judia|garbanzo|chickpea|lenteja|lentil|haba|\bpeas?\b|peanut/],
  ["nut", /\bnuts?\b|fruto seco|frutos secos|almendra|almond|nuez|walnut|avellana|hazelnut|pinon|pistach|seed|semilla/],
  ["mushroom", /mushroom|seta|hongo|champi|fungi/],
  ["herb", /herb|hierba|perejil|parsley|cilantro|albahaca|basil|menta|mint|romero|rosemary|tomillo|thyme/],
  ["spice", /spice|especia|pimenton|paprika|azafran|saffron|pimienta|pepper|chile|chili|canela|cinnamon|comino|cumin/],
  ["fruit", /fruit|fruta|citric|citrus|limon|lemon|naranja|orange|berr|baya|manzana|apple/],
  ["vegetable", /veget|verdura|hortaliza|tuberc|tuber|patata|potato|tomate|tomato|cebolla|onion|pimiento|leaf|hoja|greens/],
  ["sweet", /sweet|dulce|azucar|sugar|chocolate|cacao|cocoa|miel|honey|caramel/],
  ["sauce", /sauce|salsa|\boil\b|aceite|vinagre|vinegar|condiment|\bfat\b|grasa|broth|caldo|stock/],
];

function shapeFor(group: string): Shape {
  const g = foldText(group);
  for (const [shape, re] of GROUP_RULES) if (re.test(g)) return shape;
  return "other";
}

/** Maximum rotation (degrees, ±) for shapes that have an "up". */
const ROTATION: Partial<Record<Shape, number>> = {
  fish: 30,
  fruit: 20,
  mushroom: 15,
  egg: 40,
  dairy: 60,
};

// Small geometry helpers -----------------------------------------------------

/** A leaf as a closed path, from (x,y) pointing at angle a (degrees). */
function leafPath(x: number, y: number, len: number, width: number, a: number): string {
  const r = (a * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  const p = (u: number, v: number): string => `${f(x + u * c - v * s)} ${f(y + u * s + v * c)}`;
  return `M${p(0, 0)}Q${p(len * 0.45, -width)} ${p(len, 0)}Q${p(len * 0.45, width)} ${p(0, 0)}Z`;
}

/** Dots drawn as zero-length round-capped subpaths: very compact. */
function dots(points: ReadonlyArray<readonly [number, number]>): string {
  return points.map(([x, y]) => `M${f(x)} ${f(y)}h0`).join("");
}

function scatter(rng: Rng, count: number, radius: number): Array<[number, number]> {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) {
    const a = range(rng, 0, Math.PI * 2);
    const d = radius * Math.sqrt(rng());
    pts.push([Math.cos(a) * d, Math.sin(a) * d]);
  }
  return pts;
}

const FRUIT_COLORS: ReadonlyArray<readonly [string, string]> = [
  ["#e9862f", "#f5a54a"], // orange
  ["#c9423a", "#e0604f"], // red apple / cherry
  ["#e3b23c", "#f2cd5e"], // lemon
  ["#7a4a86", "#9a66a6"], // plum / fig
];

const OTHER_COLORS: ReadonlyArray<readonly [string, string]> = [
  ["#c8793e", "#e09a5c"],
  ["#b9a04a", "#d4bd68"],
  ["#a85b4a", "#c77c66"],
  ["#8c9a52", "#a9b56e"],
];

/** Draws one ingredient around (0,0) in local coordinates; s ≈ radius. */
function drawIngredient(shape: Shape, rng: Rng, s: number, group: string): string {
  switch (shape) {
    case "vegetable": {
      const v = rng();
      if (v < 0.38) {
        // lettuce / spinach leaf
        return (
          `<path d="${leafPath(-s, 0, s * 2, s * 0.8, 0)}" fill="#5f9a41"/>` +
          `<path d="M${f(-s)} 0Q0 ${f(-s * 0.75)} ${f(s)} 0Z" fill="#79b257"/>` +
          `<path d="M${f(-s * 0.85)} 0H${f(s * 0.8)}" stroke="#467a2d" stroke-width="1.6"/>`
        );
      }
      if (v < 0.68) {
        // cucumber / courgette slice
        return `<circle r="${f(s * 0.62)}" fill="#4c7d33"/>` + `<circle r="${f(s * 0.5)}" fill="#d3e6a4"/>` + `<circle r="${f(s * 0.2)}" fill="#bcd487"/>`;
      }
      if (v < 0.86) {
        // tomato slice
        return (
          `<circle r="${f(s * 0.6)}" fill="#cf4436"/>` +
          `<circle r="${f(s * 0.47)}" fill="#e9634f"/>` +
          `<path d="${dots(scatter(rng, 4, s * 0.3))}" stroke="#f6c08f" stroke-width="${f(s * 0.12)}"/>`
        );
      }
      // carrot coin
      return `<circle r="${f(s * 0.5)}" fill="#e07a2e"/><circle r="${f(s * 0.32)}" fill="#f29b4b"/>`;
    }
    case "fruit": {
      const [dark, light] = pick(rng, FRUIT_COLORS);
      const r = s * 0.55;
      return (
        `<circle r="${f(r)}" fill="${dark}"/>` +
        `<circle cx="${f(-r * 0.1)}" cy="${f(-r * 0.1)}" r="${f(r * 0.82)}" fill="${light}"/>` +
        `<ellipse cx="${f(-r * 0.38)}" cy="${f(-r * 0.38)}" rx="${f(r * 0.22)}" ry="${f(r * 0.13)}" fill="#fff" opacity=".6"/>` +
        `<path d="${leafPath(0, -r * 0.9, r * 0.6, r * 0.25, -35)}" fill="#5f9a41"/>`
      );
    }
    case "meat": {
      const w = s * 1.3;
      const h = s * 0.9;
      return (
        `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(h * 0.35)}" fill="#9c4632"/>` +
        `<rect x="${f(-w / 2 + 2)}" y="${f(-h / 2)}" width="${f(w - 4)}" height="${f(h * 0.72)}" rx="${f(h * 0.3)}" fill="#c0634a"/>` +
        `<path d="M${f(-w * 0.3)} ${f(h * 0.02)}Q0 ${f(-h * 0.3)} ${f(w * 0.3)} ${f(-h * 0.05)}" stroke="#f0d0bd" stroke-width="2.4" fill="none"/>`
      );
    }
    case "poultry": {
      const w = s * 1.25;
      const h = s * 0.85;
      return (
        `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(h * 0.4)}" fill="#c27d3d"/>` +
        `<rect x="${f(-w / 2 + 2)}" y="${f(-h / 2)}" width="${f(w - 4)}" height="${f(h * 0.75)}" rx="${f(h * 0.35)}" fill="#dfa45d"/>` +
        `<path d="M${f(-w * 0.2)} ${f(-h * 0.3)}l${f(s * 0.2)} ${f(h * 0.5)}M${f(w * 0.08)} ${f(-h * 0.3)}l${f(s * 0.2)} ${f(h * 0.5)}" stroke="#a3612d" stroke-width="2"/>`
      );
    }
    case "fish": {
      return (
        `<path d="M${f(s * 0.6)} 0L${f(s * 1.05)} ${f(-s * 0.38)}Q${f(s * 0.92)} 0 ${f(s * 1.05)} ${f(s * 0.38)}Z" fill="#6c8ba5"/>` +
        `<ellipse rx="${f(s * 0.78)}" ry="${f(s * 0.36)}" fill="#87a4bc"/>` +
        `<ellipse cy="${f(s * 0.12)}" rx="${f(s * 0.6)}" ry="${f(s * 0.17)}" fill="#c9d8e4"/>` +
        `<circle cx="${f(-s * 0.5)}" cy="${f(-s * 0.08)}" r="${f(s * 0.07)}" fill="#2f3f4e"/>`
      );
    }
    case "seafood": {
      // curled shrimp: a C-shaped arc, open at the top
      const r = s * 0.45;
      const a0 = (200 * Math.PI) / 180;
      const a1 = (-20 * Math.PI) / 180;
      const x0 = Math.cos(a0) * r;
      const y0 = Math.sin(a0) * r;
      const x1 = Math.cos(a1) * r;
      const y1 = Math.sin(a1) * r;
      const arc = `M${f(x0)} ${f(y0)}A${f(r)} ${f(r)} 0 1 0 ${f(x1)} ${f(y1)}`;
      return (
        `<path d="${arc}" stroke="#e9785a" stroke-width="${f(s * 0.38)}" fill="none"/>` +
        `<path d="${arc}" stroke="#f7ae94" stroke-width="${f(s * 0.14)}" stroke-dasharray="${f(s * 0.12)} ${f(s * 0.16)}" fill="none"/>` +
        `<path d="M${f(x1)} ${f(y1)}l${f(s * 0.3)} ${f(-s * 0.22)}l${f(-s * 0.05)} ${f(s * 0.3)}Z" fill="#e9785a"/>`
      );
    }
    case "grain": {
      let d = "";
      for (const [x, y] of scatter(rng, 7, s * 0.48)) {
        const a = range(rng, 0, Math.PI);
        const l = s * 0.12;
        d += `M${f(x - Math.cos(a) * l)} ${f(y - Math.sin(a) * l)}l${f(2 * Math.cos(a) * l)} ${f(2 * Math.sin(a) * l)}`;
      }
      return `<path d="${d}" stroke="#d8c38d" stroke-width="${f(s * 0.17)}"/>` + `<path d="${d}" stroke="#faf1d6" stroke-width="${f(s * 0.1)}"/>`;
    }
    case "pasta": {
      let d = "";
      for (let i = 0; i < 3; i++) {
        const y = (i - 1) * s * 0.3 + range(rng, -2, 2);
        d += `M${f(-s * 0.8)} ${f(y)}q${f(s * 0.27)} ${f(-s * 0.25)} ${f(s * 0.53)} 0t${f(s * 0.53)} 0t${f(s * 0.53)} 0`;
      }
      return `<path d="${d}" stroke="#d9a648" stroke-width="${f(s * 0.2)}" fill="none"/>` + `<path d="${d}" stroke="#f3d07a" stroke-width="${f(s * 0.12)}" fill="none"/>`;
    }
    case "legume": {
      const pts = scatter(rng, 5, s * 0.45);
      return (
        `<path d="${dots(pts)}" stroke="#8a5637" stroke-width="${f(s * 0.34)}"/>` +
        `<path d="${dots(pts.map(([x, y]) => [x - s * 0.05, y - s * 0.05] as const))}" stroke="#ad7a52" stroke-width="${f(s * 0.16)}"/>`
      );
    }
    case "herb": {
      const base = range(rng, 0, 360);
      let d = "";
      for (let i = 0; i < 3; i++) d += leafPath(0, 0, s * 0.75, s * 0.22, base + i * 120);
      return `<path d="${d}" fill="#4e8a3a"/>` + `<path d="${leafPath(0, 0, s * 0.7, s * 0.12, base + 60)}" fill="#72ad55"/>`;
    }
    case "spice": {
      const pts = scatter(rng, 7, s * 0.5);
      return (
        `<path d="${dots(pts.slice(0, 4))}" stroke="#cf4a2a" stroke-width="${f(s * 0.16)}"/>` + `<path d="${dots(pts.slice(4))}" stroke="#e98b34" stroke-width="${f(s * 0.13)}"/>`
      );
    }
    case "dairy": {
      if (rng() < 0.5) {
        // cheese wedge
        return (
          `<path d="M${f(-s * 0.7)} ${f(s * 0.4)}L${f(s * 0.7)} ${f(s * 0.4)}L${f(s * 0.55)} ${f(-s * 0.45)}Z" fill="#f2d06a"/>` +
          `<path d="M${f(-s * 0.7)} ${f(s * 0.4)}L${f(s * 0.7)} ${f(s * 0.4)}L${f(s * 0.68)} ${f(s * 0.55)}L${f(-s * 0.68)} ${f(s * 0.55)}Z" fill="#ddb24a"/>` +
          `<path d="${dots([
            [0, s * 0.15],
            [s * 0.35, -s * 0.05],
            [-s * 0.25, s * 0.28],
          ])}" stroke="#e2b94c" stroke-width="${f(s * 0.14)}"/>`
        );
      }
      // fresh cheese / mozzarella
      return `<circle r="${f(s * 0.55)}" fill="#e9e1cf"/>` + `<circle cx="${f(-s * 0.06)}" cy="${f(-s * 0.06)}" r="${f(s * 0.47)}" fill="#fdfaf1"/>`;
    }
    case "egg": {
      return (
        `<ellipse rx="${f(s * 0.62)}" ry="${f(s * 0.45)}" fill="#efe6d3"/>` +
        `<ellipse cy="${f(-s * 0.03)}" rx="${f(s * 0.56)}" ry="${f(s * 0.39)}" fill="#fffbf2"/>` +
        `<circle r="${f(s * 0.22)}" fill="#f2ae2a"/>` +
        `<circle cx="${f(-s * 0.07)}" cy="${f(-s * 0.07)}" r="${f(s * 0.07)}" fill="#fbd774"/>`
      );
    }
    case "nut": {
      // almonds: short, fat round-capped strokes with a small highlight
      let d = "";
      let hl = "";
      for (const [x, y] of scatter(rng, 3, s * 0.32)) {
        const a = range(rng, 0, Math.PI);
        const l = s * 0.07;
        d += `M${f(x - Math.cos(a) * l)} ${f(y - Math.sin(a) * l)}l${f(2 * Math.cos(a) * l)} ${f(2 * Math.sin(a) * l)}`;
        hl += `M${f(x - s * 0.05)} ${f(y - s * 0.05)}h0`;
      }
      return `<path d="${d}" stroke="#a8703f" stroke-width="${f(s * 0.26)}"/>` + `<path d="${hl}" stroke="#d3a474" stroke-width="${f(s * 0.1)}"/>`;
    }
    case "mushroom": {
      return (
        `<rect x="${f(-s * 0.17)}" y="${f(-s * 0.05)}" width="${f(s * 0.34)}" height="${f(s * 0.5)}" rx="${f(s * 0.1)}" fill="#efe3cc"/>` +
        `<path d="M${f(-s * 0.6)} ${f(s * 0.02)}Q${f(-s * 0.55)} ${f(-s * 0.6)} 0 ${f(-s * 0.6)}Q${f(s * 0.55)} ${f(-s * 0.6)} ${f(s * 0.6)} ${f(s * 0.02)}Z" fill="#a3744f"/>` +
        `<path d="M${f(-s * 0.4)} ${f(-s * 0.2)}Q${f(-s * 0.3)} ${f(-s * 0.45)} 0 ${f(-s * 0.48)}" stroke="#c29670" stroke-width="${f(s * 0.1)}" fill="none"/>`
      );
    }
    case "bread": {
      const w = s * 0.95;
      return (
        `<rect x="${f(-w / 2)}" y="${f(-w / 2)}" width="${f(w)}" height="${f(w)}" rx="${f(w * 0.25)}" fill="#c98b45"/>` +
        `<rect x="${f(-w / 2 + 3)}" y="${f(-w / 2 + 3)}" width="${f(w - 6)}" height="${f(w - 7)}" rx="${f(w * 0.2)}" fill="#f0d4a0"/>`
      );
    }
    case "sweet": {
      if (rng() < 0.5) {
        // chocolate square
        const w = s * 0.9;
        return (
          `<rect x="${f(-w / 2)}" y="${f(-w / 2)}" width="${f(w)}" height="${f(w)}" rx="3" fill="#5e3524"/>` +
          `<rect x="${f(-w / 2 + 3)}" y="${f(-w / 2 + 3)}" width="${f(w - 6)}" height="${f(w - 6)}" rx="2" fill="#7c4a33"/>`
        );
      }
      // raspberry
      const pts = scatter(rng, 7, s * 0.32);
      return (
        `<path d="${dots(pts)}" stroke="#c2354f" stroke-width="${f(s * 0.26)}"/>` +
        `<path d="${dots(pts.slice(0, 4).map(([x, y]) => [x - 1, y - 1] as const))}" stroke="#e0607a" stroke-width="${f(s * 0.1)}"/>`
      );
    }
    case "sauce": {
      const oil = hashString(foldText(group)) % 2 === 0;
      return (
        `<ellipse rx="${f(s * 0.6)}" ry="${f(s * 0.42)}" fill="${oil ? "#d2ab3e" : "#b24a30"}"/>` +
        `<ellipse cx="${f(-s * 0.05)}" cy="${f(-s * 0.05)}" rx="${f(s * 0.45)}" ry="${f(s * 0.3)}" fill="${oil ? "#e8c85e" : "#cf6a4c"}"/>` +
        `<ellipse cx="${f(-s * 0.22)}" cy="${f(-s * 0.15)}" rx="${f(s * 0.12)}" ry="${f(s * 0.06)}" fill="#fff" opacity=".6"/>`
      );
    }
    default: {
      const [dark, light] = OTHER_COLORS[hashString(foldText(group)) % OTHER_COLORS.length]!;
      return `<circle r="${f(s * 0.5)}" fill="${dark}"/>` + `<circle cx="${f(-s * 0.08)}" cy="${f(-s * 0.08)}" r="${f(s * 0.38)}" fill="${light}"/>`;
    }
  }
}

function placed(x: number, y: number, rot: number, squash: number, body: string): string {
  const sq = squash === 1 ? "" : ` scale(1 ${f(squash)})`;
  const r = Math.round(rot);
  const rt = r === 0 ? "" : ` rotate(${r})`;
  return `<g transform="translate(${f(x)} ${f(y)})${sq}${rt}">${body}</g>`;
}

// ---------------------------------------------------------------------------
// Scene pieces

interface Colors {
  bg: string;
  deco: string;
  table: string;
  tableLine: string;
  napkin: string;
  napkinStripe: string;
  ceramic: string;
  ceramicShade: string;
  ceramicDeep: string;
  liquid: string;
  liquidLight: string;
}

/** Soup bowls come in a few glazes (chosen per recipe), each with a napkin that suits it. */
const SOUP_GLAZES: ReadonlyArray<{ ceramic: Hsl; napkin: Hsl }> = [
  { ceramic: [200, 28, 58], napkin: [18, 55, 55] },
  { ceramic: [16, 45, 56], napkin: [150, 20, 50] },
  { ceramic: [40, 35, 92], napkin: [10, 50, 52] },
  { ceramic: [160, 20, 52], napkin: [30, 60, 55] },
];

function colorsFor(kind: Kind, cuisine: string, glaze?: { ceramic: Hsl; napkin: Hsl }): Colors {
  const p = glaze ? { ...PALETTES[kind], ...glaze } : PALETTES[kind];
  const ch = hashString(foldText(cuisine.trim()) || "-");
  // Subtle cuisine variation: a few degrees of hue, a touch of lightness.
  const dh = ((ch % 1000) / 1000) * 16 - 8;
  const dl = (((ch >>> 10) % 1000) / 1000) * 5 - 2.5;
  const tone = (c: Hsl, h = 0, s = 0, l = 0, vary = true): string => hex(c[0] + h + (vary ? dh : 0), c[1] + s, c[2] + l + (vary ? dl : 0));
  return {
    bg: tone(p.bg),
    deco: tone(p.deco),
    table: tone(p.table, 0, 0, 0),
    tableLine: tone(p.table, -4, 4, -7),
    napkin: tone(p.napkin, 0, 0, 0, false),
    napkinStripe: tone(p.napkin, 0, 10, 28, false),
    ceramic: tone(p.ceramic, 0, 0, 0, false),
    ceramicShade: tone(p.ceramic, 0, -5, -8, false),
    ceramicDeep: tone(p.ceramic, 0, 0, -16, false),
    liquid: tone(p.liquid, 0, 0, 0, false),
    liquidLight: tone(p.liquid, 4, 0, 12, false),
  };
}

function napkinAndCutlery(rng: Rng, c: Colors, left: boolean, vessel: Vessel, tableY: number): string {
  const cx = left ? 92 : 708;
  const cy = tableY + 160 + range(rng, -10, 10);
  const rot = (left ? -1 : 1) * range(rng, 4, 9);
  let out =
    `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(rot)})">` +
    `<rect x="-62" y="-112" width="124" height="224" rx="8" fill="${c.napkin}"/>` +
    `<path d="M-62 -78H62M-62 -68H62" stroke="${c.napkinStripe}" stroke-width="4"/>`;
  if (vessel === "plate") {
    // fork
    out +=
      `<rect x="-5" y="-40" width="10" height="130" rx="5" fill="#b8bec7"/>` +
      `<path d="M-14 -92V-62Q-14 -44 0 -42Q14 -44 14 -62V-92M-4.7 -92V-58M4.7 -92V-58" stroke="#b8bec7" stroke-width="5" fill="none"/>` +
      `<rect x="-2" y="-34" width="3" height="118" rx="1.5" fill="#dde1e6"/>`;
  } else {
    // spoon
    out +=
      `<rect x="-5" y="-30" width="10" height="125" rx="5" fill="#b8bec7"/>` +
      `<ellipse cy="-62" rx="22" ry="34" fill="#b8bec7"/>` +
      `<ellipse cx="-4" cy="-66" rx="12" ry="22" fill="#dde1e6"/>`;
  }
  return out + `</g>`;
}

interface Spot {
  x: number;
  y: number;
}

/** Positions spread over an ellipse (sunflower pattern + jitter). */
function ellipseSpots(rng: Rng, n: number, cx: number, cy: number, rx: number, ry: number): Spot[] {
  const spots: Spot[] = [];
  const offset = range(rng, 0, Math.PI * 2);
  for (let i = 0; i < n; i++) {
    const r = Math.sqrt((i + 0.4) / n);
    const a = offset + i * 2.39996;
    spots.push({
      x: cx + Math.cos(a) * r * rx + range(rng, -6, 6),
      y: cy + Math.sin(a) * r * ry + range(rng, -3, 3),
    });
  }
  return spots;
}

/** An irregular soft blob (sauce pool, leaf bed) around (cx, cy). */
function blob(rng: Rng, cx: number, cy: number, rx: number, ry: number): string {
  const n = 7;
  const pts: Array<[number, number]> = [];
  const offset = range(rng, 0, Math.PI);
  for (let i = 0; i < n; i++) {
    const a = offset + (i / n) * Math.PI * 2;
    const k = range(rng, 0.86, 1.08);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  const mid = (i: number): string => {
    const a = pts[i % n]!;
    const b = pts[(i + 1) % n]!;
    return `${f((a[0] + b[0]) / 2)} ${f((a[1] + b[1]) / 2)}`;
  };
  let d = `M${mid(0)}`;
  for (let i = 1; i <= n; i++) d += `Q${f(pts[i % n]![0])} ${f(pts[i % n]![1])} ${mid(i)}`;
  return d + "Z";
}

function plateScene(rng: Rng, c: Colors, food: string, shadowDx: number, spread: number): string {
  return (
    `<ellipse cx="${f(400 + shadowDx)}" cy="460" rx="220" ry="97" fill="#3a2414" opacity=".14"/>` +
    `<ellipse cx="400" cy="448" rx="216" ry="96" fill="${c.ceramicShade}"/>` +
    `<ellipse cx="400" cy="443" rx="214" ry="92" fill="${c.ceramic}"/>` +
    `<ellipse cx="400" cy="447" rx="158" ry="66" fill="${c.ceramicShade}"/>` +
    `<ellipse cx="400" cy="451" rx="152" ry="61" fill="${c.ceramic}"/>` +
    `<path d="M252 426A156 64 0 0 1 400 386" stroke="#fff" stroke-width="5" fill="none" opacity=".6"/>` +
    `<path d="${blob(rng, 400, 450, spread + 14, spread * 0.4 + 8)}" fill="${c.liquid}"/>` +
    food
  );
}

function bowlScene(rng: Rng, c: Colors, food: string, shadowDx: number, kind: Kind): string {
  let surface: string;
  if (kind === "rice") {
    // a layer of rice grains over the whole surface
    let d = "";
    for (let i = 0; i < 34; i++) {
      const a = range(rng, 0, Math.PI * 2);
      const r = Math.sqrt(rng());
      const x = 400 + Math.cos(a) * r * 180;
      const y = 378 + Math.sin(a) * r * 42;
      const t = range(rng, 0, Math.PI);
      d += `M${f(x)} ${f(y)}l${f(Math.cos(t) * 7)} ${f(Math.sin(t) * 3)}`;
    }
    surface = `<path d="${d}" stroke="${c.liquidLight}" stroke-width="4.5"/>`;
  } else if (kind === "soup") {
    // a swirl of cream
    surface = `<path d="M400 372a16 6 0 1 1 -24 -4a38 14 0 1 1 60 8a60 20 0 1 1 -98 -14" stroke="${c.liquidLight}" stroke-width="7" fill="none" opacity=".8"/>`;
  } else {
    surface = `<ellipse cx="400" cy="382" rx="170" ry="38" fill="${c.liquidLight}" opacity=".45"/>`;
  }
  return (
    `<ellipse cx="${f(400 + shadowDx)}" cy="522" rx="190" ry="30" fill="#3a2414" opacity=".16"/>` +
    `<ellipse cx="400" cy="516" rx="84" ry="17" fill="${c.ceramicDeep}"/>` +
    `<path d="M184 372A216 148 0 0 0 616 372Z" fill="${c.ceramic}"/>` +
    `<path d="M214 440A186 40 0 0 0 586 440" stroke="${c.ceramicDeep}" stroke-width="7" fill="none" opacity=".45"/>` +
    `<path d="M242 452Q262 484 322 500" stroke="#fff" stroke-width="8" fill="none" opacity=".25"/>` +
    `<ellipse cx="400" cy="372" rx="216" ry="62" fill="${c.ceramicShade}"/>` +
    `<ellipse cx="400" cy="376" rx="198" ry="51" fill="${c.liquid}"/>` +
    surface +
    food
  );
}

function glassScene(rng: Rng, c: Colors, food: string, shadowDx: number): string {
  const right = rng() < 0.5;
  const sx = right ? 452 : 352;
  const lean = right ? 1 : -1;
  return (
    `<ellipse cx="${f(400 + shadowDx)}" cy="538" rx="132" ry="24" fill="#3a2414" opacity=".16"/>` +
    `<ellipse cx="400" cy="530" rx="122" ry="22" fill="${c.napkin}"/>` +
    `<ellipse cx="400" cy="527" rx="110" ry="17" fill="${c.napkinStripe}" opacity=".5"/>` +
    // straw, seen through the glass
    `<path d="M${sx} 500L${sx + lean * 60} 140l${lean * 40} -22" stroke="${c.napkin}" stroke-width="12" fill="none"/>` +
    `<path d="M${sx} 500L${sx + lean * 60} 140" stroke="#fff" stroke-width="4" stroke-dasharray="14 14" fill="none" opacity=".6"/>` +
    // glass body and liquid
    `<path d="M290 180H510L484 512Q482 530 462 530H338Q318 530 316 512Z" fill="#fff" opacity=".35"/>` +
    `<path d="M295 250H505L484 505Q482 522 462 522H338Q318 522 316 505Z" fill="${c.liquid}"/>` +
    `<ellipse cx="400" cy="250" rx="105" ry="12" fill="${c.liquidLight}"/>` +
    `<rect x="335" y="262" width="44" height="40" rx="8" fill="#fff" opacity=".45" transform="rotate(-12 357 282)"/>` +
    `<rect x="412" y="272" width="42" height="38" rx="8" fill="#fff" opacity=".4" transform="rotate(14 433 291)"/>` +
    food +
    `<path d="M318 205L338 500" stroke="#fff" stroke-width="10" opacity=".35"/>` +
    `<path d="M290 180H510" stroke="#fff" stroke-width="4" opacity=".8"/>` +
    // citrus wheel on the rim
    `<g transform="translate(${right ? 318 : 482} 182)"><circle r="34" fill="#e3b23c"/><circle r="28" fill="#f7e08a"/>` +
    `<path d="M0-26V26M-26 0H26M-18-18L18 18M18-18L-18 18" stroke="#fdf3c4" stroke-width="3"/></g>`
  );
}

/** Small, cheap garnish bits scattered on the table. */
function drawGarnish(shape: Shape, rng: Rng, s: number): string {
  switch (shape) {
    case "spice":
    case "legume":
    case "nut":
    case "sweet": {
      const color = shape === "spice" ? "#cf4a2a" : shape === "legume" ? "#8a5637" : shape === "nut" ? "#a8703f" : "#c2354f";
      return `<path d="${dots(scatter(rng, 4, s * 0.6))}" stroke="${color}" stroke-width="${f(s * (shape === "spice" ? 0.2 : 0.35))}"/>`;
    }
    case "grain": {
      let d = "";
      for (const [x, y] of scatter(rng, 4, s * 0.6)) d += `M${f(x)} ${f(y)}l${f(s * 0.22)} ${f(s * 0.08)}`;
      return `<path d="${d}" stroke="#efe2bb" stroke-width="${f(s * 0.17)}"/>`;
    }
    case "fruit":
      // citrus wedge
      return (
        `<path d="M${f(-s)} 0A${f(s)} ${f(s)} 0 0 0 ${f(s)} 0Z" fill="#e3b23c"/>` +
        `<path d="M${f(-s * 0.8)} 0A${f(s * 0.8)} ${f(s * 0.8)} 0 0 0 ${f(s * 0.8)} 0Z" fill="#f7e08a"/>`
      );
    default:
      // a single herb leaf
      return `<path d="${leafPath(-s * 0.8, 0, s * 1.6, s * 0.5, 0)}" fill="#5b9440"/>` + `<path d="M${f(-s * 0.9)} 0H${f(s * 0.5)}" stroke="#3f7530" stroke-width="1.4"/>`;
  }
}

const GARNISH_SHAPES: ReadonlySet<Shape> = new Set<Shape>(["herb", "spice", "grain", "legume", "nut", "vegetable", "fruit", "sweet"]);

// ---------------------------------------------------------------------------
// Public API

/** Target size; the hard limit promised to callers is 8 KB. */
const MAX_BYTES = 8000;

function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (code < 0x80) n += 1;
    else if (code < 0x800) n += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/**
 * Draws the illustration for a recipe. Pure and deterministic: the same input
 * always returns the same string.
 */
export function recipeIllustrationSvg(input: IllustrationInput): string {
  // Dense inputs (many grain/pasta groups, say) could exceed the size budget;
  // in that case drop garnish first, then extra ingredient pieces. Every
  // attempt is re-seeded, so the result stays deterministic.
  let maxItems = 12;
  let maxGarnish = 5;
  let svg = buildSvg(input, maxItems, maxGarnish);
  while (utf8Length(svg) > MAX_BYTES && (maxGarnish > 0 || maxItems > 5)) {
    if (maxGarnish > 2) maxGarnish--;
    else if (maxItems > 5) maxItems--;
    else maxGarnish--;
    svg = buildSvg(input, maxItems, maxGarnish);
  }
  return svg;
}

function buildSvg(input: IllustrationInput, maxItems: number, maxGarnish: number): string {
  const slug = String(input.slug ?? "");
  const rng = mulberry32(hashString(`sazon:${slug}`));
  const kind = courseKind(String(input.course ?? ""));
  const vessel = vesselFor(kind);
  const c = colorsFor(kind, String(input.cuisine ?? ""), kind === "soup" ? pick(rng, SOUP_GLAZES) : undefined);

  const rawGroups = (Array.isArray(input.ingredientGroups) ? input.ingredientGroups : []).map((g) => String(g ?? "").trim()).filter((g) => g.length > 0);
  const groups = rawGroups.length > 0 ? rawGroups.slice(0, 12) : ["vegetable", "herb"];
  // In a rice dish the rice itself is drawn as the bowl's surface texture.
  const withoutRice = kind === "rice" ? groups.filter((g) => shapeFor(g) !== "grain") : groups;
  const foodGroups = withoutRice.length > 0 ? withoutRice : groups;

  // 5-12 ingredient shapes: every group once (main ones first), topped up
  // with extra pieces of the main ingredients.
  const count = Math.min(clamp(foodGroups.length + int(rng, 1, 3), 5, 12), maxItems);
  const items: string[] = [];
  for (let i = 0; i < count; i++) {
    const n = foodGroups.length;
    items.push(i < n ? foodGroups[i]! : foodGroups[(i - n) % Math.min(n, 3)]!);
  }

  const tableY = vessel === "glass" ? 345 : vessel === "bowl" ? 272 : 258;
  const leftSide = rng() < 0.5;
  const shadowDx = leftSide ? 10 : -10;

  // --- ingredients -------------------------------------------------------
  const scale = vessel === "plate" ? 1 : vessel === "bowl" ? 0.72 : 0.66;
  const squash = vessel === "glass" ? 1 : 0.8;
  const spread = 56 + count * 6;
  let spots: Spot[];
  if (vessel === "plate") spots = ellipseSpots(rng, count, 400, 448, spread, spread * 0.38);
  else if (vessel === "bowl") spots = ellipseSpots(rng, count, 400, 376, 148, 32);
  else {
    spots = [];
    for (let i = 0; i < count; i++) {
      const t = (i + 0.5) / count;
      const y = 300 + t * 185 + range(rng, -6, 6);
      const half = 105 - (y - 250) * 0.08 - 40;
      spots.push({ x: 400 + range(rng, -half, half), y });
    }
  }
  const pieces = items.map((group, i) => {
    const shape = shapeFor(group);
    const size = (i === 0 ? 66 : i < 3 ? 56 : range(rng, 44, 50)) * scale;
    const maxRot = ROTATION[shape] ?? 180;
    const rot = range(rng, -maxRot, maxRot);
    const body = drawIngredient(shape, rng, size, group);
    return { spot: spots[i]!, rot, body };
  });
  pieces.sort((a, b) => a.spot.y - b.spot.y);
  const food = pieces.map((p) => placed(p.spot.x, p.spot.y, p.rot, squash, p.body)).join("");

  // --- background --------------------------------------------------------
  let svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" ` +
    `viewBox="0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}" role="img" stroke-linecap="round" stroke-linejoin="round">` +
    `<title>${escapeXml(String(input.title ?? ""))}</title>` +
    `<rect width="800" height="600" fill="${c.bg}"/>`;
  const decoX = leftSide ? range(rng, 560, 700) : range(rng, 100, 240);
  svg +=
    `<circle cx="${f(decoX)}" cy="${f(range(rng, 60, 130))}" r="${f(range(rng, 120, 170))}" fill="${c.deco}" opacity=".7"/>` +
    `<circle cx="${f(800 - decoX + range(rng, -40, 40))}" cy="${f(range(rng, 20, 60))}" r="${f(range(rng, 50, 80))}" fill="${c.deco}" opacity=".45"/>`;

  // --- table ---------------------------------------------------------------
  let grain = "";
  for (let y = tableY + 34; y < 600; y += 52) {
    grain += `M${f(range(rng, 0, 120))} ${f(y + range(rng, -6, 6))}h${f(range(rng, 180, 330))}`;
    grain += `M${f(range(rng, 430, 560))} ${f(y + range(rng, -6, 18))}h${f(range(rng, 150, 260))}`;
  }
  svg +=
    `<rect y="${tableY}" width="800" height="${600 - tableY}" fill="${c.table}"/>` +
    `<rect y="${tableY}" width="800" height="7" fill="${c.tableLine}" opacity=".6"/>` +
    `<path d="${grain}" stroke="${c.tableLine}" stroke-width="3" opacity=".35"/>`;

  if (vessel !== "glass") svg += napkinAndCutlery(rng, c, leftSide, vessel, tableY);

  // --- garnish scattered on the table ---------------------------------------
  const garnishPool = groups.map(shapeFor).filter((s) => GARNISH_SHAPES.has(s));
  if (garnishPool.length === 0) garnishPool.push("herb", "spice");
  const garnishCount = Math.min(int(rng, 3, 5), maxGarnish);
  const freeX: readonly [number, number] = leftSide ? [660, 765] : [35, 140];
  const otherX: readonly [number, number] = leftSide ? [35, 140] : [660, 765];
  for (let i = 0; i < garnishCount; i++) {
    const shape = pick(rng, garnishPool);
    let x: number;
    let y: number;
    if (i < 3) {
      // the free side of the table, spread top to bottom
      x = range(rng, freeX[0], freeX[1]);
      y = tableY + 40 + ((600 - tableY - 70) / 3) * (i + range(rng, 0.2, 0.8));
    } else if (vessel === "glass") {
      // the other side of the glass
      x = range(rng, otherX[0], otherX[1]);
      y = tableY + 40 + ((600 - tableY - 70) / 2) * (i - 3 + range(rng, 0.2, 0.8));
    } else {
      // beyond the napkin, near the back of the table
      x = range(rng, otherX[0], otherX[1]);
      y = tableY + range(rng, 22, 30);
    }
    svg += placed(x, y, range(rng, 0, 360), 0.8, drawGarnish(shape, rng, range(rng, 13, 18)));
  }

  // --- vessel and food ---------------------------------------------------
  if (vessel === "plate") svg += plateScene(rng, c, food, shadowDx, spread);
  else if (vessel === "bowl") svg += bowlScene(rng, c, food, shadowDx, kind);
  else svg += glassScene(rng, c, food, shadowDx);

  return svg + `</svg>`;
}
