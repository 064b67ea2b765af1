import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import sharp, { type Sharp } from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "../access/access-tokens";
import { hashPassword } from "../auth/passwords";
import { dataEnvelope, errorBody, validationErrorBody } from "../contract/envelopes";
import { PHOTO_MAX_BYTES } from "../contract/limits";
import { type Photo, photo as photoSchema } from "../contract/photos";
import { photos, recipes } from "../db/schema";
import { createCatalogue, createRecipe, createUser } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** Member photos (decision 053) on a real database and real files under a temporary DATA_DIR. */
const api = useTestApi();
const IMMUTABLE = "public, max-age=31536000, immutable";
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  catalogue = await createCatalogue(api.db);
});

async function member(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(api.db, overrides);
  return { ...user, token: await issueAccessToken(api.db, user.id, "test") };
}

function upload(token: string | undefined, bytes: Uint8Array<ArrayBuffer>, options: { name?: string; type?: string; locale?: "es" | "en" } = {}) {
  const form = new FormData();
  form.set("photo", new File([bytes], options.name ?? "foto.jpg", { type: options.type ?? "image/jpeg" }));
  return api.request("/api/photos", { method: "POST", token, form, locale: options.locale });
}

async function uploaded(token: string, bytes: Uint8Array<ArrayBuffer>, options?: Parameters<typeof upload>[2]): Promise<Photo> {
  const response = await upload(token, bytes, options);
  expect(response.status).toBe(201);
  return dataEnvelope(photoSchema).parse(await response.json()).data;
}

const bytesOf = async (image: Sharp) => new Uint8Array(await image.toBuffer());

/**
 * A `width`×`height` JPEG as a phone held sideways saves it: red on its left half, blue on its right,
 * tagged "rotate 90°" (EXIF orientation 6), with the camera's make and a GPS position.
 */
async function sidewaysPhoto(width = 1800, height = 1200) {
  const red = await sharp({ create: { width: width / 2, height, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  return bytesOf(
    sharp({ create: { width, height, channels: 3, background: "#0000ff" } })
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: "CamaraSecreta", Model: "Modelo 9" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 25/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "3/1 42/1 0/1" },
      }),
  );
}

const solid = (width: number, height: number, background = "#c2410c") => sharp({ create: { width, height, channels: 3, background } });

/** The stored file behind an address, read from the disk under DATA_DIR/photos. */
const fileOnDisk = (url: string) => path.join(api.dataDir, "photos", ...url.split("/").slice(-2));

/** "a 320w, b 640w" → [["a", 320], ["b", 640]] */
const entries = (srcset: string) =>
  srcset
    .split(", ")
    .map((entry) => entry.split(" ") as [string, string])
    .map(([url, width]) => [url, Number(width.slice(0, -1))] as const);

describe("uploading a photo", () => {
  it("stores it upright, without EXIF or GPS, as AVIF and WebP at every width up to its own, served for a year", async () => {
    const ana = await member();
    const original = await sidewaysPhoto();
    const before = await sharp(original).metadata();
    expect([before.width, before.height, before.orientation, before.exif !== undefined]).toEqual([1800, 1200, 6, true]);
    expect(Buffer.from(original).includes("CamaraSecreta")).toBe(true);

    const stored = await uploaded(ana.token, original);
    // Upright: 1200 wide and 1800 high; widths up to its own 1200 (1600 would be enlarged).
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 1200, height: 1800 });
    const expectedWidths = [320, 640, 1024, 1200];
    expect(stored.url).toBe(`/api/media/photos/${stored.id}/1200.webp`);
    expect(stored.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(stored.placeholder.length).toBeLessThan(600);
    const [row] = await api.db.select().from(photos).where(eq(photos.id, stored.id));
    expect(row).toMatchObject({ ownerId: ana.id, widths: expectedWidths, width: 1200, height: 1800, placeholder: stored.placeholder });

    for (const [format, srcset] of [
      ["avif", stored.srcset_avif],
      ["webp", stored.srcset_webp],
    ] as const) {
      expect(entries(srcset).map(([, width]) => width)).toEqual(expectedWidths);
      for (const [url, width] of entries(srcset)) {
        expect(url).toBe(`/api/media/photos/${stored.id}/${width}.${format}`);
        const served = await api.request(url);
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe(`image/${format}`);
        expect(served.headers.get("cache-control")).toBe(IMMUTABLE);
        expect(served.headers.get("x-content-type-options")).toBe("nosniff");
        const bytes = Buffer.from(await served.arrayBuffer());
        // The same bytes as the real file on disk.
        expect(bytes.equals(fs.readFileSync(fileOnDisk(url)))).toBe(true);
        const metadata = await sharp(bytes).metadata();
        expect({ format: metadata.format === "heif" ? "avif" : metadata.format, width: metadata.width, height: metadata.height }).toEqual({
          format,
          width,
          height: Math.round(width * 1.5),
        });
        // No EXIF (camera, GPS), XMP, IPTC or orientation tag left.
        expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.orientation]).toEqual([undefined, undefined, undefined, undefined]);
        expect(bytes.includes("CamaraSecreta")).toBe(false);
        // Turned as the camera said: the red left half is now the top.
        const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
        const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
        expect(pixel(width / 2, 4)[0]).toBeGreaterThan(200);
        expect(pixel(width / 2, info.height - 5)[2]).toBeGreaterThan(200);
      }
    }
    // The placeholder is a 16 px WebP of the same upright picture.
    const tiny = await sharp(Buffer.from(stored.placeholder.split(",")[1]!, "base64")).metadata();
    expect({ format: tiny.format, width: tiny.width, height: tiny.height }).toEqual({ format: "webp", width: 16, height: 24 });
  });

  it("caps the long side and never enlarges: a big picture stops at 1600 wide, a small one keeps its own size only", async () => {
    const ana = await member();
    const big = await uploaded(ana.token, await bytesOf(solid(3200, 2400).png()), { name: "grande.png", type: "image/png" });
    expect(entries(big.srcset_webp).map(([, width]) => width)).toEqual([320, 640, 1024, 1600]);
    expect({ width: big.width, height: big.height }).toEqual({ width: 1600, height: 1200 });
    // WebP and AVIF uploads are accepted; a 300 px picture is stored at 300 only.
    const small = await uploaded(ana.token, await bytesOf(solid(300, 200).webp()), { name: "pequena.webp", type: "image/webp" });
    expect([small.srcset_avif, small.srcset_webp]).toEqual([`/api/media/photos/${small.id}/300.avif 300w`, `/api/media/photos/${small.id}/300.webp 300w`]);
    const avif = await uploaded(ana.token, await bytesOf(solid(700, 500).avif()), { name: "foto.avif", type: "image/avif" });
    expect(entries(avif.srcset_avif).map(([, width]) => width)).toEqual([320, 640, 700]);
    const tooWide = await api.request(`/api/media/photos/${small.id}/320.webp`);
    expect(tooWide.status).toBe(404);
  });

  it("refuses by content what is not a JPEG, PNG, WebP or AVIF, whatever its name, in the request's language", async () => {
    const ana = await member();
    const text = new TextEncoder().encode("Esto no es una foto, solo se llama así.\n".repeat(20));
    const refused = await upload(ana.token, text, { name: "photo.jpg", type: "image/jpeg" });
    expect(refused.status).toBe(422);
    expect(validationErrorBody.parse(await refused.json()).errors.photo).toEqual(["La foto debe ser una imagen JPEG, PNG, WebP o AVIF."]);
    const inEnglish = await upload(ana.token, text, { name: "photo.jpg", locale: "en" });
    expect(validationErrorBody.parse(await inEnglish.json()).errors.photo).toEqual(["The photo must be a JPEG, PNG, WebP or AVIF image."]);
    // A GIF and an SVG are pictures, but not ones we take.
    expect((await upload(ana.token, await bytesOf(solid(40, 40).gif()), { name: "animada.jpg" })).status).toBe(422);
    const svg = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>");
    expect((await upload(ana.token, svg, { name: "dibujo.png", type: "image/png" })).status).toBe(422);
    expect(await api.db.select().from(photos).where(eq(photos.ownerId, ana.id))).toEqual([]);
  });

  it("refuses an iPhone's HEIC saying to export it as JPEG", async () => {
    const ana = await member();
    // An ISO-BMFF file whose brand says HEIC, as an iPhone writes it (the prebuilt sharp decodes no HEVC).
    const box = (type: string, body: Buffer) => Buffer.concat([Buffer.from([0, 0, 0, 8 + body.length]), Buffer.from(type, "latin1"), body]);
    const heic = new Uint8Array(Buffer.concat([box("ftyp", Buffer.from("heic\0\0\0\0mif1heic", "latin1")), box("meta", Buffer.alloc(64))]));
    for (const [locale, words] of [
      ["es", /HEIC.*JPEG/],
      ["en", /HEIC.*JPEG/],
    ] as const) {
      const response = await upload(ana.token, heic, { name: "IMG_0001.HEIC", type: "image/heic", locale });
      expect(response.status).toBe(422);
      expect(validationErrorBody.parse(await response.json()).errors.photo![0]).toMatch(words);
    }
  });

  it("refuses a broken picture and a decompression bomb", async () => {
    const ana = await member();
    const photo = await sidewaysPhoto(400, 300);
    const broken = await upload(ana.token, photo.subarray(0, 400));
    expect(broken.status).toBe(422);
    expect(validationErrorBody.parse(await broken.json()).errors.photo![0]).toMatch(/No hemos podido leer la foto/);
    // A tiny PNG whose header claims 20000×20000 pixels (400 megapixels): refused before decoding.
    const png = Buffer.from(await solid(8, 8).png().toBuffer());
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
    const bomb = await upload(ana.token, new Uint8Array(png), { name: "bomba.png", type: "image/png" });
    expect(bomb.status).toBe(422);
    expect(validationErrorBody.parse(await bomb.json()).errors.photo).toEqual(["La foto tiene demasiados píxeles: como máximo 50 megapíxeles."]);
  });

  it("refuses past 12 MB with 413, also when the body comes without a length, counted as it arrives", async () => {
    const ana = await member();
    const huge = new Uint8Array(PHOTO_MAX_BYTES + 1);
    huge.set(await sidewaysPhoto(400, 300));
    const refused = await upload(ana.token, huge);
    expect(refused.status).toBe(413);
    expect(errorBody.parse(await refused.json()).message).toBe("La foto no debe pesar más de 12 MB.");
    // Chunked, no Content-Length: cut once the count passes the limit, without waiting for the rest.
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
        if (sent > 100 * 1024 * 1024) controller.close();
      },
    });
    const streamed = await api.app.request("/api/photos", {
      method: "POST",
      body: endless,
      duplex: "half",
      headers: { Authorization: `Bearer ${ana.token}`, Accept: "application/json", "Content-Type": "multipart/form-data; boundary=x", "Accept-Language": "en" },
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(errorBody.parse(await streamed.json()).message).toBe("The photo must not be larger than 12 MB.");
    expect(sent).toBeLessThan(PHOTO_MAX_BYTES + 4 * 1024 * 1024);
  });

  it("is for signed-in members with a verified e-mail: a visitor 401, an unverified member 403, before the body is read", async () => {
    const photo = await sidewaysPhoto(400, 300);
    expect((await upload(undefined, photo)).status).toBe(401);
    const unverified = await member({ emailVerifiedAt: null });
    const refused = await upload(unverified.token, photo);
    expect(refused.status).toBe(403);
    expect(errorBody.parse(await refused.json()).message).toBe("No tienes permisos para realizar esta acción.");
    // A visitor's 13 MB is refused for who sends it, not for its size.
    expect((await upload(undefined, new Uint8Array(PHOTO_MAX_BYTES + 1024 * 1024))).status).toBe(401);
  });
});

describe("serving and deleting photos", () => {
  it("answers 404 for a photo or a size that is not there and 422 for names that cannot be one", async () => {
    expect((await api.request("/api/media/photos/0123456789abcdef0123/640.webp")).status).toBe(404);
    for (const name of ["0123456789abcdef0123/640.png", "0123456789abcdef0123/0640.webp", "..%2F..%2Fsecret/640.webp", "ABCDEF/640.webp"]) {
      expect((await api.request(`/api/media/photos/${name}`)).status).toBe(422);
    }
  });

  it("lets the owner delete an unused photo (its files go); anyone else gets 404, and a photo a recipe shows stays", async () => {
    const [ana, bea] = [await member(), await member()];
    const stored = await uploaded(ana.token, await sidewaysPhoto(800, 600));
    const files = entries(`${stored.srcset_avif}, ${stored.srcset_webp}`).map(([url]) => fileOnDisk(url));
    expect(files.every((file) => fs.existsSync(file))).toBe(true);

    const byOther = await api.request(`/api/photos/${stored.id}`, { method: "DELETE", token: bea.token });
    expect(byOther.status).toBe(404);
    expect(errorBody.parse(await byOther.json()).message).toBe("Foto no encontrada.");
    expect((await api.request(`/api/photos/${stored.id}`, { method: "DELETE" })).status).toBe(401);
    expect(files.every((file) => fs.existsSync(file))).toBe(true);

    // Shown by a recipe: kept, 409.
    const recipeId = await createRecipe(api.db, catalogue, ana.id);
    await api.db.update(recipes).set({ featuredImageUrl: stored.url }).where(eq(recipes.id, recipeId));
    const inUse = await api.request(`/api/photos/${stored.id}`, { method: "DELETE", token: ana.token, locale: "en" });
    expect(inUse.status).toBe(409);
    expect(errorBody.parse(await inUse.json()).message).toBe("The photo is used in a recipe: take it out of the recipe before deleting it.");
    await api.db.update(recipes).set({ featuredImageUrl: null }).where(eq(recipes.id, recipeId));

    const deleted = await api.request(`/api/photos/${stored.id}`, { method: "DELETE", token: ana.token });
    expect(deleted.status).toBe(200);
    expect(errorBody.parse(await deleted.json()).message).toBe("Foto eliminada.");
    expect(files.some((file) => fs.existsSync(file))).toBe(false);
    expect((await api.request(stored.url)).status).toBe(404);
    expect((await api.request(`/api/photos/${stored.id}`, { method: "DELETE", token: ana.token })).status).toBe(404);
  });

  it("removes a member's photo files with their account", async () => {
    const passwordHash = await hashPassword("una-clave-bien-larga-3");
    const leaving = await member({ passwordHash });
    const stored = await uploaded(leaving.token, await sidewaysPhoto(400, 300));
    expect(fs.existsSync(fileOnDisk(stored.url))).toBe(true);
    const response = await api.request("/api/user/account", { method: "DELETE", token: leaving.token, json: { password: "una-clave-bien-larga-3" } });
    expect(response.status).toBe(200);
    expect(fs.existsSync(fileOnDisk(stored.url))).toBe(false);
    expect(await api.db.select().from(photos).where(eq(photos.id, stored.id))).toEqual([]);
  });
});
