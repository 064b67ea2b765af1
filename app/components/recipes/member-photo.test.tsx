import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Photo } from "#api/contract/photos";
import { MemberPhoto } from "./member-photo";
import { RecipeImage } from "./recipe-image";

const photo: Photo = {
  id: "0123456789abcdef0123",
  url: "/api/media/photos/0123456789abcdef0123/1024.webp",
  srcset_avif: "/api/media/photos/0123456789abcdef0123/320.avif 320w, /api/media/photos/0123456789abcdef0123/1024.avif 1024w",
  srcset_webp: "/api/media/photos/0123456789abcdef0123/320.webp 320w, /api/media/photos/0123456789abcdef0123/1024.webp 1024w",
  width: 1024,
  height: 768,
  placeholder: "data:image/webp;base64,UklGRiIAAABXRUJQ",
};

describe("a member's photo", () => {
  it("offers AVIF then WebP sizes with `sizes`, keeps its box, loads lazily over its placeholder", () => {
    const html = renderToStaticMarkup(<MemberPhoto photo={photo} sizes="(min-width: 1024px) 50vw, 100vw" className="rounded" />);
    expect(html).toBe(
      "<picture>" +
        `<source type="image/avif" srcSet="${photo.srcset_avif}" sizes="(min-width: 1024px) 50vw, 100vw"/>` +
        `<source type="image/webp" srcSet="${photo.srcset_webp}" sizes="(min-width: 1024px) 50vw, 100vw"/>` +
        `<img src="${photo.url}" width="1024" height="768" alt="" loading="lazy" decoding="async" ` +
        `style="background-image:url(&quot;${photo.placeholder}&quot;);background-size:cover;background-position:center" class="rounded"/>` +
        "</picture>",
    );
  });

  it("is fetched first, never lazily, when it is the page's main picture", () => {
    const html = renderToStaticMarkup(<MemberPhoto photo={photo} sizes="100vw" alt="Paella recién hecha" loading="priority" className="w-full" />);
    expect(html).toContain('alt="Paella recién hecha" fetchpriority="high"');
    expect(html).not.toContain("loading=");
  });

  it("draws a recipe's picture that is a member photo with its sizes, first on its page", () => {
    const image = { url: photo.url, width: photo.width, height: photo.height, srcset_avif: photo.srcset_avif, srcset_webp: photo.srcset_webp };
    const html = renderToStaticMarkup(<RecipeImage image={image} loading="priority" sizes="(min-width: 1024px) 36rem, 100vw" className="w-full" />);
    expect(html).toContain(`<source type="image/avif" srcSet="${photo.srcset_avif}" sizes="(min-width: 1024px) 36rem, 100vw"/>`);
    expect(html).toContain(`<img src="${photo.url}" width="1024" height="768" alt="" fetchpriority="high" class="w-full"/>`);
  });

  it("leaves the demo's pictures as they were: one <img>, no <picture>", () => {
    const html = renderToStaticMarkup(<RecipeImage image={{ url: "/api/media/recipes/paella-1a2b.svg", width: 800, height: 600 }} className="w-full" />);
    expect(html).toBe('<img src="/api/media/recipes/paella-1a2b.svg" width="800" height="600" alt="" loading="lazy" decoding="async" class="w-full"/>');
  });
});
