import { expect, test } from "@playwright/test";
import { origin, ports } from "./ports";

const site = origin(ports.inProcess);

test("robots.txt, ads.txt and sitemap.xml are never guarded", async ({ request }) => {
  const robots = await request.get("/robots.txt", { maxRedirects: 0 });
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${site}/sitemap.xml`);
  expect((await request.get("/ads.txt", { maxRedirects: 0 })).status()).toBe(200);

  const sitemap = await request.get("/sitemap.xml", { maxRedirects: 0 });
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${site}/en/faq</loc>`);
  expect(xml).toMatch(new RegExp(`<loc>${site}/en/receta/[a-z0-9-]+</loc>`));
  expect(xml.match(/<url>/g)!.length).toBeGreaterThan(600);
});

test("the icons browsers and phones ask for by address are served to visitors, not sent to sign in", async ({ request }) => {
  const favicon = await request.get("/favicon.ico", { maxRedirects: 0 });
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  // An .ico file: reserved 0, type 1 (icon), then its images.
  const ico = await favicon.body();
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  expect(ico.readUInt16LE(4)).toBeGreaterThan(0);
  for (const path of ["/apple-touch-icon.png", "/apple-touch-icon-precomposed.png"]) {
    const touch = await request.get(path, { maxRedirects: 0 });
    expect(touch.status(), path).toBe(200);
    expect(touch.headers()["content-type"], path).toBe("image/png");
    const png = await touch.body();
    expect(png.subarray(1, 4).toString("latin1"), path).toBe("PNG");
    // Width and height from the IHDR chunk: Apple asks for 180 × 180.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([180, 180]);
  }
});
