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
