import { unstable_parseMultipartFormData as parseMultipartFormData, type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { COOKSNAP_COMMENT_MAX_LENGTH, PHOTO_MAX_BYTES } from "#api/contract/limits";
import { isApiError } from "~/platform/api-client/api-error";
import { createCooksnap, uploadPhoto } from "~/platform/api-client/cooksnaps.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getCurrentUser, requirePublisher } from "~/platform/access/current-user.server";
import { signInHref } from "~/platform/access/sign-in-link";
import { requireSlug } from "~/platform/http/canonical-slug.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";

/** A text field of the form is far smaller than this; a bigger one is not our form's. */
const TEXT_PART_MAX_BYTES = 64 * 1024;
/** Without JavaScript, what happened travels in the address the answer sends back to. */
const COOKSNAP_DONE_PARAMETER = "cocinado";

/** What the form shows after a refused post: the messages and what was typed. */
export interface CooksnapAnswer {
  intent: "cooksnap";
  comment: string;
  errors: { photo?: string; comment?: string; form?: string };
}

/** The form as posted: multipart from the page (it carries the photo), or a plain form without one. */
async function readCooksnapForm(request: Request): Promise<{ comment: string; file: File | undefined; tooLarge: boolean }> {
  if (!(request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) {
    const form = await request.formData();
    return { comment: String(form.get("comment") ?? ""), file: undefined, tooLarge: false };
  }
  let tooLarge = false;
  const form = await parseMultipartFormData(request, async (part) => {
    const isFile = typeof part.filename === "string";
    const limit = isFile ? PHOTO_MAX_BYTES : TEXT_PART_MAX_BYTES;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of part.data) {
      size += chunk.byteLength;
      if (size > 4 * PHOTO_MAX_BYTES || (!isFile && size > limit)) throw new Response(null, { status: 413 });
      if (size <= limit) chunks.push(chunk);
    }
    if (!isFile) return new TextDecoder().decode(Buffer.concat(chunks));
    if (part.name !== "photo" || size === 0) return undefined;
    if (size > limit) {
      tooLarge = true;
      return undefined;
    }
    return new File([Buffer.concat(chunks)], part.filename ?? "photo", { type: part.contentType });
  });
  const file = form.get("photo");
  return { comment: String(form.get("comment") ?? ""), file: file instanceof File ? file : undefined, tooLarge };
}

/**
 * "Lo he cocinado" from the recipe page (decision 055): the file goes to POST /api/photos, then the
 * cooksnap is made with the photo's id. Works without JavaScript: a success redirects back to the
 * section (a reload never posts twice); a refusal comes back in the page's language with the comment.
 */
export async function cooksnapAction({ request, params, context }: ActionFunctionArgs) {
  const slug = requireSlug(request, params.slug);
  const locale = requestLocale(request);
  const recipePath = localizePath(`/receta/${slug}`, locale);
  const sectionPath = `${recipePath}#cooksnaps`;
  if (!(await getCurrentUser(request, context))) throw redirect(signInHref(locale, sectionPath), 303);
  await requirePublisher(request, context, sectionPath);

  const [{ comment: typed, file, tooLarge }, api, t] = await Promise.all([readCooksnapForm(request), apiFor(request, context), getTranslator(request, "community")]);
  const comment = typed.trim();
  const refuse = (errors: CooksnapAnswer["errors"], status = 400) => data<CooksnapAnswer>({ intent: "cooksnap", comment: typed, errors }, { status });
  if (tooLarge) return refuse({ photo: t("cooksnaps.form.tooLarge", { max: PHOTO_MAX_BYTES / 1024 / 1024 }) }, 413);
  if (!file) return refuse({ photo: t("cooksnaps.form.photoRequired") });
  if (comment.length > COOKSNAP_COMMENT_MAX_LENGTH) return refuse({ comment: t("cooksnaps.form.tooLong", { max: COOKSNAP_COMMENT_MAX_LENGTH }) });
  try {
    const stored = await uploadPhoto(api, file);
    await createCooksnap(api, slug, { photo_id: stored.data.id, comment });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const fieldErrors = error.fieldErrors as Record<string, string[] | undefined>;
    const photo = fieldErrors.photo?.[0] ?? fieldErrors.photo_id?.[0];
    if (error.status === 413) return refuse({ photo: error.message }, 413);
    if (photo) return refuse({ photo }, error.status ?? 422);
    if (fieldErrors.comment?.[0]) return refuse({ comment: fieldErrors.comment[0] }, error.status ?? 422);
    return refuse({ form: error.message }, error.status ?? 503);
  }
  throw redirect(`${recipePath}?${new URLSearchParams({ [COOKSNAP_DONE_PARAMETER]: "1" })}#cooksnaps`, 303);
}
