import { createRoute, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { accountExport } from "../contract/account-export";
import { AVATAR_MAX_BYTES } from "../contract/limits";
import { authUser, contentLanguagePreference, messageResponse, notificationPreferences, privacySettings } from "../contract/auth";
import { dataEnvelope } from "../contract/envelopes";
import { apiPaths } from "../contract/paths";
import { revokeOtherAccessTokens } from "../access/access-tokens";
import { requireUser, requireVerifiedMember } from "../access/auth-middleware";
import { throttle } from "../security/throttle";
import { changePasswordBody, deleteAccountBody, updateProfileBody } from "../auth/auth-schemas";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { updateUser } from "../auth/user-accounts";
import { presentNotificationPreferences, presentPrivacySettings, presentUser } from "../auth/user-presenter";
import { createRouter } from "../http/bindings";
import { ApiError } from "../http/errors";
import { invalid as invalidAs, json, jsonBody as body, notFound, tooManyAttempts, unauthorized, unverified } from "../http/openapi-responses";
import { translate } from "../i18n/messages";
import { deleteAccount } from "./account-deletion";
import { exportAccount } from "./account-export";
import { AVATAR_MAX_INPUT_PIXELS, avatarSizes } from "./avatar-images";
import { inPictureTurn, verifiedPictureUploader } from "../photos/picture-uploads";
import { avatarKey, removeAvatar, replaceAvatar } from "./avatars";
import { photoKeysOfOwner } from "../photos/photo-queries";

const invalid = invalidAs();

/** The current password when changing it: a forgetful member's few tries, not a guessing run (decision 030). */
const currentPasswordChecks = { limit: 10, windowSeconds: 900 } as const;

const updateProfileRoute = createRoute({
  method: "put",
  path: apiPaths.profile,
  summary: "Changes the member's name, bio, location and links (shown to others: a verified e-mail is needed)",
  request: { body: body(updateProfileBody) },
  responses: { 200: json(dataEnvelope(authUser).extend({ message: z.string() }), "Updated"), 401: unauthorized, 403: unverified, 422: invalid },
});

const changePasswordRoute = createRoute({
  method: "put",
  path: apiPaths.password,
  summary: "Changes the password (the current one is required when there is one) and signs out other sessions",
  request: { body: body(changePasswordBody) },
  responses: { 200: json(messageResponse, "Updated"), 401: unauthorized, 422: invalid, 429: tooManyAttempts },
});

const getLanguageRoute = createRoute({
  method: "get",
  path: apiPaths.contentLanguagePreference,
  summary: "The language the member prefers recipes in",
  responses: { 200: json(contentLanguagePreference, "Preference"), 401: unauthorized },
});

const putLanguageRoute = createRoute({
  method: "put",
  path: apiPaths.contentLanguagePreference,
  request: { body: body(z.object({ content_language_preference: z.enum(["es", "en"], { message: "validation.option" }) })) },
  responses: { 200: json(contentLanguagePreference, "Saved"), 401: unauthorized, 422: invalid },
});

const getNotificationsRoute = createRoute({
  method: "get",
  path: apiPaths.notificationPreferences,
  summary: "Which notification types the member wants",
  responses: { 200: json(dataEnvelope(notificationPreferences), "Preferences"), 401: unauthorized },
});

const putNotificationsRoute = createRoute({
  method: "put",
  path: apiPaths.notificationPreferences,
  request: { body: body(notificationPreferences.partial()) },
  responses: { 200: json(dataEnvelope(notificationPreferences).extend({ message: z.string() }), "Saved"), 401: unauthorized, 422: invalid },
});

const getPrivacyRoute = createRoute({
  method: "get",
  path: apiPaths.privacySettings,
  responses: { 200: json(dataEnvelope(privacySettings), "Settings"), 401: unauthorized },
});

const putPrivacyRoute = createRoute({
  method: "put",
  path: apiPaths.privacySettings,
  request: { body: body(privacySettings.partial()) },
  responses: { 200: json(dataEnvelope(privacySettings).extend({ message: z.string() }), "Saved"), 401: unauthorized, 422: invalid },
});

/** The picture's bytes, a little room for the form around them; a bigger body is refused before it is read whole. */
const avatarBodyLimit = bodyLimit({ maxSize: AVATAR_MAX_BYTES + 64 * 1024, onError: () => Promise.reject(new ApiError(413, "http.too_large")) });

const uploadAvatarRoute = createRoute({
  method: "post",
  path: apiPaths.userAvatar,
  summary:
    "Sets the member's avatar from an uploaded JPEG, PNG, WebP or AVIF (checked by content, at most 5 MB and 25 megapixels by its header): stored at 64, 128 and 256 px, upright, without metadata; counted with the photos' uploads (30 in 10 minutes) and processed in their turn",
  middleware: [verifiedPictureUploader, avatarBodyLimit] as const,
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            avatar: z.custom<File>((value) => value instanceof File && value.size > 0, { message: "validation.required" }).openapi({ type: "string", format: "binary" }),
          }),
        },
      },
    },
  },
  responses: {
    200: json(dataEnvelope(authUser).extend({ message: z.string() }), "Updated"),
    401: unauthorized,
    403: unverified,
    413: json(z.object({ message: z.string() }), "Larger than the limit"),
    422: invalid,
    429: tooManyAttempts,
  },
});

const removeAvatarRoute = createRoute({
  method: "delete",
  path: apiPaths.userAvatar,
  summary: "Removes the member's avatar (their initials show instead)",
  responses: { 200: json(dataEnvelope(authUser).extend({ message: z.string() }), "Removed"), 401: unauthorized },
});

const avatarRoute = createRoute({
  method: "get",
  path: apiPaths.avatar,
  summary: "One size of a member's avatar; every upload has a new name, so answers are cached for a year",
  request: { params: z.object({ file: z.string().regex(/^[0-9]+-[a-z0-9]+-(64|128|256)\.webp$/) }) },
  responses: { 200: { description: "The WebP image" }, 404: notFound("No such image") },
});

const deleteAccountRoute = createRoute({
  method: "delete",
  path: apiPaths.account,
  summary:
    "Deletes the member's account and everything theirs at once (reviews, follows, notifications, points, sessions); the password confirms it, counted with the password change's checks",
  request: { body: body(deleteAccountBody) },
  responses: { 200: json(messageResponse, "Deleted"), 401: unauthorized, 422: invalid, 429: tooManyAttempts },
});

const exportRoute = createRoute({
  method: "get",
  path: apiPaths.accountExport,
  summary:
    "Everything kept about the member, as a JSON file to download (profile, reviews, follows, notifications, points, badges, saved recipes, their recipes, cooksnaps, photos, recipe lists, meal plans, shopping lists, pantry, ingredient proposals)",
  responses: { 200: json(accountExport, "The export, with Content-Disposition: attachment"), 401: unauthorized },
});

/** Counts a check of the member's password (the password change and the account deletion share the count); over it, a 429. */
async function checkPassword(c: Parameters<typeof requireUser>[0], user: ReturnType<typeof requireUser>, password: string | undefined) {
  // Members who only ever signed in with Google or Facebook have no password to confirm. Whoever
  // holds a session may guess the password behind it only as often as a forgetful member retypes it.
  if (!user.passwordHash) return true;
  await throttle(c, "password-check:user", String(user.id), currentPasswordChecks.limit, currentPasswordChecks.windowSeconds);
  return verifyPassword(user.passwordHash, password ?? "");
}

export const accountRouter = createRouter()
  .openapi(updateProfileRoute, async (c) => {
    const user = requireVerifiedMember(c);
    const { name, bio, location, links } = c.req.valid("json");
    const updated = await updateUser(c.var.db, user.id, { name, bio, location, links });
    return c.json({ data: presentUser({ ...updated!, roles: user.roles }), message: translate(c.var.locale, "auth.profile_updated") }, 200);
  })
  .openapi(changePasswordRoute, async (c) => {
    const user = requireUser(c);
    const input = c.req.valid("json");
    if (!(await checkPassword(c, user, input.current_password))) {
      const message = translate(c.var.locale, "validation.current_password");
      return c.json({ message, errors: { current_password: [message] } }, 422);
    }
    await updateUser(c.var.db, user.id, { passwordHash: await hashPassword(input.password) });
    await revokeOtherAccessTokens(c.var.db, user.id, c.var.tokenId!);
    return c.json({ message: translate(c.var.locale, "auth.password_updated") }, 200);
  })
  .openapi(getLanguageRoute, (c) => c.json({ content_language_preference: requireUser(c).contentLanguagePreference }, 200))
  .openapi(putLanguageRoute, async (c) => {
    const user = requireUser(c);
    const { content_language_preference } = c.req.valid("json");
    await updateUser(c.var.db, user.id, { contentLanguagePreference: content_language_preference });
    return c.json({ content_language_preference }, 200);
  })
  .openapi(getNotificationsRoute, (c) => c.json({ data: presentNotificationPreferences(requireUser(c).notificationPreferences) }, 200))
  .openapi(putNotificationsRoute, async (c) => {
    const user = requireUser(c);
    const merged = { ...presentNotificationPreferences(user.notificationPreferences), ...c.req.valid("json") };
    await updateUser(c.var.db, user.id, { notificationPreferences: merged });
    return c.json({ data: presentNotificationPreferences(merged), message: translate(c.var.locale, "auth.preferences_updated") }, 200);
  })
  .openapi(getPrivacyRoute, (c) => c.json({ data: presentPrivacySettings(requireUser(c).privacySettings) }, 200))
  .openapi(putPrivacyRoute, async (c) => {
    const user = requireUser(c);
    const merged = { ...presentPrivacySettings(user.privacySettings), ...c.req.valid("json") };
    await updateUser(c.var.db, user.id, { privacySettings: merged });
    return c.json({ data: presentPrivacySettings(merged), message: translate(c.var.locale, "auth.preferences_updated") }, 200);
  })
  .openapi(uploadAvatarRoute, async (c) => {
    const user = requireVerifiedMember(c);
    const { avatar } = c.req.valid("form");
    const bytes = new Uint8Array(await avatar.arrayBuffer());
    const processed = await inPictureTurn(() => avatarSizes(bytes));
    if ("problem" in processed) {
      const max = processed.problem === "avatar_too_many_pixels" ? AVATAR_MAX_INPUT_PIXELS / 1_000_000 : AVATAR_MAX_BYTES / 1024 / 1024;
      const message = translate(c.var.locale, `validation.${processed.problem}`, { max });
      return c.json({ message, errors: { avatar: [message] } }, 422);
    }
    const updated = await replaceAvatar(c.var.db, c.var.services.uploads, user.id, processed.sizes);
    return c.json({ data: presentUser({ ...updated!, roles: user.roles }), message: translate(c.var.locale, "auth.avatar_updated") }, 200);
  })
  .openapi(removeAvatarRoute, async (c) => {
    const user = requireUser(c);
    const updated = await removeAvatar(c.var.db, c.var.services.uploads, user.id);
    return c.json({ data: presentUser({ ...updated!, roles: user.roles }), message: translate(c.var.locale, "auth.avatar_removed") }, 200);
  })
  .openapi(avatarRoute, async (c) => {
    const bytes = await c.var.services.uploads.get(avatarKey(c.req.valid("param").file));
    if (!bytes) throw new ApiError(404, "http.avatar_not_found");
    return c.body(bytes, 200, {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
  })
  .openapi(deleteAccountRoute, async (c) => {
    const user = requireUser(c);
    const { password } = c.req.valid("json");
    if (!(await checkPassword(c, user, password))) {
      const message = translate(c.var.locale, password ? "validation.current_password" : "validation.password_required");
      return c.json({ message, errors: { password: [message] } }, 422);
    }
    // Their photos' files go after the rows (the photos cascade with the member).
    const photoFiles = await photoKeysOfOwner(c.var.db, user.id);
    await deleteAccount(c.var.db, c.var.services.uploads, user.id);
    await c.var.services.photoStorage.delete(photoFiles);
    return c.json({ message: translate(c.var.locale, "auth.account_deleted") }, 200);
  })
  .openapi(exportRoute, async (c) => {
    const user = requireUser(c);
    const day = new Date().toISOString().slice(0, 10);
    return c.json(await exportAccount(c.var.db, user, c.var.env.MEDIA_BASE_URL), 200, {
      "Content-Disposition": `attachment; filename="sazon-${user.slug}-${day}.json"`,
      "Cache-Control": "private, no-store",
    });
  });
