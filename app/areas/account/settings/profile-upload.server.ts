import { unstable_parseMultipartFormData as parseMultipartFormData } from "@remix-run/node";
import { AVATAR_MAX_BYTES } from "#api/contract/limits";

/** A text field of the profile form is far smaller than this; a bigger one is not our form's. */
const TEXT_PART_MAX_BYTES = 64 * 1024;
/** Past this much of one file the post is refused outright rather than read to its end. */
const DRAIN_MAX_BYTES = 4 * AVATAR_MAX_BYTES;

/**
 * The profile form as posted: multipart from the page (it carries the avatar), or a plain form from
 * a client that sends no file. The picture is read up to its cap: a bigger one is reported as too
 * large (the other fields are still read, so what was typed is kept); only a file four times the
 * cap ends the request with a 413.
 */
export async function readProfileForm(request: Request): Promise<{ form: FormData; avatarTooLarge: boolean }> {
  if (!(request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) return { form: await request.formData(), avatarTooLarge: false };
  let avatarTooLarge = false;
  const form = await parseMultipartFormData(request, async (part) => {
    const isFile = typeof part.filename === "string";
    const limit = isFile ? AVATAR_MAX_BYTES : TEXT_PART_MAX_BYTES;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of part.data) {
      size += chunk.byteLength;
      if (size > DRAIN_MAX_BYTES || (!isFile && size > limit)) throw new Response(null, { status: 413 });
      if (size <= limit) chunks.push(chunk);
    }
    if (!isFile) return new TextDecoder().decode(Buffer.concat(chunks));
    if (part.name !== "avatar" || size === 0) return undefined;
    if (size > limit) {
      avatarTooLarge = true;
      return undefined;
    }
    return new File([Buffer.concat(chunks)], part.filename ?? "avatar", { type: part.contentType });
  });
  return { form, avatarTooLarge };
}
