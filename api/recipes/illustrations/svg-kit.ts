/** Small, pure helpers the illustration modules draw with: a seeded PRNG, compact numbers, colours. */

export type Rng = () => number;

/** FNV-1a 32-bit hash. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast, good enough for layout jitter. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const range = (rng: Rng, min: number, max: number): number => min + (max - min) * rng();
export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length) % items.length]!;
}
const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, n));

/** Rounded to one decimal place, compactly ("-.5", never "-0"). */
export function f(n: number): string {
  const r = Math.round(n * 10) / 10;
  return r === 0 ? "0" : String(r).replace(/^(-?)0\./, "$1.");
}

export function escapeXml(s: string): string {
  return (
    s
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
      // eslint-disable-next-line no-control-regex -- matching these control characters is the point: they are stripped.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
  );
}

export function hsl(h: number, s: number, l: number): string {
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

/** "#rrggbb" lightened (amount > 0, towards white) or darkened (amount < 0, towards black); amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const k = Math.abs(amount);
  const mix = (c: number) =>
    Math.round(c + (target - c) * k)
      .toString(16)
      .padStart(2, "0");
  return `#${mix((n >> 16) & 255)}${mix((n >> 8) & 255)}${mix(n & 255)}`;
}

/** A leaf as a closed path from (x,y) pointing at angle a (degrees). */
export function leafPath(x: number, y: number, len: number, width: number, a: number): string {
  const r = (a * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  const p = (u: number, v: number): string => `${f(x + u * c - v * s)} ${f(y + u * s + v * c)}`;
  return `M${p(0, 0)}Q${p(len * 0.45, -width)} ${p(len, 0)}Q${p(len * 0.45, width)} ${p(0, 0)}Z`;
}

/** Dots as zero-length round-capped subpaths (draw with a stroke): very compact. */
export function dots(points: ReadonlyArray<readonly [number, number]>): string {
  return points.map(([x, y]) => `M${f(x)} ${f(y)}h0`).join("");
}

/** `count` points spread over a disc of `radius` around (cx, cy), squashed vertically by `squash`. */
export function scatter(rng: Rng, count: number, cx: number, cy: number, radius: number, squash = 1): Array<[number, number]> {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) {
    const a = range(rng, 0, Math.PI * 2);
    const d = radius * Math.sqrt(rng());
    pts.push([cx + Math.cos(a) * d, cy + Math.sin(a) * d * squash]);
  }
  return pts;
}

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ""): string => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;
export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ""): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="${fill}"${extra}/>`;
export const path = (d: string, attrs: string): string => `<path d="${d}" ${attrs}/>`;
export const group = (x: number, y: number, rotate: number, body: string): string =>
  `<g transform="translate(${f(x)} ${f(y)})${rotate ? ` rotate(${f(rotate)})` : ""}">${body}</g>`;

/** Two "#rrggbb" colours mixed: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseInt(a.slice(1), 16);
  const y = parseInt(b.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((x >> shift) & 255) * (1 - t) + ((y >> shift) & 255) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
