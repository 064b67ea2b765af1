import { createRoute, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { requireUser, requireVerifiedMember } from "../access/auth-middleware";
import { messageResponse } from "../contract/auth";
import { dataEnvelope, errorBody } from "../contract/envelopes";
import { PHOTO_MAX_BYTES } from "../contract/limits";
import { apiPaths } from "../contract/paths";
import { PHOTO_FILE_PATTERN, PHOTO_ID_PATTERN, type PhotoFormat, photo } from "../contract/photos";
import { createRouter } from "../http/bindings";
import { ApiError } from "../http/errors";
import { invalid, json, notFound, tooManyAttempts, unauthorized, unverified } from "../http/openapi-responses";
import { translate } from "../i18n/messages";
import { PHOTO_MAX_INPUT_PIXELS, type PhotoProblem, processPhotoInTurn } from "./photo-processing";
import { findOwnPhoto, photoInCooksnap, photoInUse, presentPhoto } from "./photo-queries";
import { removePhoto, storePhoto } from "./photo-library";
import { photoKey } from "./photo-storage";
import { verifiedPictureUploader } from "./picture-uploads";

const MAX_MEGABYTES = PHOTO_MAX_BYTES / 1024 / 1024;

/** The photo's bytes and a little room for the form around them, counted as they arrive (or read from Content-Length): past it, 413 at once. */
const photoBodyLimit = bodyLimit({
  maxSize: PHOTO_MAX_BYTES + 64 * 1024,
  onError: () => Promise.reject(new ApiError(413, "photos.too_large", { max: MAX_MEGABYTES })),
});

const uploadRoute = createRoute({
  method: "post",
  path: apiPaths.photos,
  summary:
    "Stores a member's photo: JPEG, PNG, WebP or AVIF (told by content), at most 12 MB and 50 megapixels; kept upright, without metadata, as AVIF and WebP at up to four widths",
  description:
    "multipart/form-data with the field `photo`. HEIC (iPhone) is refused with a message saying to export JPEG. The answer's srcsets list every stored width (320, 640, 1024, 1600, none wider than the picture); `placeholder` is a tiny blurred WebP as a data: URI.",
  middleware: [verifiedPictureUploader, photoBodyLimit] as const,
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            photo: z.custom<File>((value) => value instanceof File && value.size > 0, { message: "validation.required" }).openapi({ type: "string", format: "binary" }),
          }),
        },
      },
    },
  },
  responses: {
    201: json(dataEnvelope(photo), "Stored"),
    401: unauthorized,
    403: unverified,
    413: json(errorBody, "Larger than 12 MB"),
    422: invalid("Not a picture we can read (by content), HEIC, or too many pixels; the reason under errors.photo"),
    429: tooManyAttempts,
  },
});

const photoParams = z.object({ photo: z.string().regex(PHOTO_ID_PATTERN) });

const deleteRoute = createRoute({
  method: "delete",
  path: apiPaths.photo,
  summary: "Deletes one of the member's photos that no recipe or cooksnap shows; anyone else's answers 404",
  request: { params: photoParams },
  responses: {
    200: json(messageResponse, "Deleted"),
    401: unauthorized,
    404: notFound("No such photo of the member's"),
    409: json(errorBody, "A recipe or a cooksnap shows it"),
  },
});

const fileRoute = createRoute({
  method: "get",
  path: apiPaths.photoFile,
  summary: "One stored size of a member's photo (`{width}.avif` or `{width}.webp`); a photo's files never change, so answers are cached for a year",
  request: { params: photoParams.extend({ file: z.string().regex(PHOTO_FILE_PATTERN) }) },
  responses: { 200: { description: "The AVIF or WebP bytes" }, 404: notFound("No such photo or size") },
});

const contentTypes: Record<PhotoFormat, string> = { avif: "image/avif", webp: "image/webp" };

export const photosRouter = createRouter()
  .openapi(uploadRoute, async (c) => {
    const user = requireVerifiedMember(c);
    const { photo: upload } = c.req.valid("form");
    if (upload.size > PHOTO_MAX_BYTES) throw new ApiError(413, "photos.too_large", { max: MAX_MEGABYTES });
    const processed = await processPhotoInTurn(new Uint8Array(await upload.arrayBuffer()));
    if ("problem" in processed) {
      if (processed.problem === "photo_too_large") throw new ApiError(413, "photos.too_large", { max: MAX_MEGABYTES });
      const message = translate(c.var.locale, problemMessages[processed.problem], { max: PHOTO_MAX_INPUT_PIXELS / 1_000_000 });
      return c.json({ message, errors: { photo: [message] } }, 422);
    }
    const row = await storePhoto(c.var.db, c.var.services.photoStorage, user.id, processed);
    return c.json({ data: presentPhoto(row, c.var.env.MEDIA_BASE_URL) }, 201);
  })
  .openapi(deleteRoute, async (c) => {
    const user = requireUser(c);
    const row = await findOwnPhoto(c.var.db, c.req.valid("param").photo, user.id);
    if (!row) throw new ApiError(404, "photos.not_found");
    if (await photoInUse(c.var.db, row.id)) throw new ApiError(409, "photos.in_use");
    if (await photoInCooksnap(c.var.db, row.id)) throw new ApiError(409, "photos.in_cooksnap");
    await removePhoto(c.var.db, c.var.services.photoStorage, row);
    return c.json({ message: translate(c.var.locale, "photos.deleted") }, 200);
  })
  .openapi(fileRoute, async (c) => {
    const { photo: id, file } = c.req.valid("param");
    const [, width, format] = PHOTO_FILE_PATTERN.exec(file) as unknown as [string, string, PhotoFormat];
    const bytes = await c.var.services.photoStorage.get(photoKey(id, Number(width), format));
    if (!bytes) throw new ApiError(404, "photos.not_found");
    return c.body(bytes, 200, {
      "Content-Type": contentTypes[format],
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
  });

const problemMessages = {
  photo_type: "photos.type",
  photo_heic: "photos.heic",
  photo_too_many_pixels: "photos.too_many_pixels",
  photo_unreadable: "photos.unreadable",
} as const satisfies Record<Exclude<PhotoProblem, "photo_too_large">, string>;
