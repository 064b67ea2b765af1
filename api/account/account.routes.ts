import { createRoute, z } from "@hono/zod-openapi";
import { authUser, contentLanguagePreference, messageResponse, notificationPreferences, privacySettings } from "../contract/auth";
import { dataEnvelope } from "../contract/envelopes";
import { apiPaths } from "../contract/paths";
import { revokeOtherAccessTokens } from "../auth/access-tokens";
import { requireUser, throttle } from "../auth/auth-middleware";
import { changePasswordBody, updateProfileBody } from "../auth/auth-schemas";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { updateUser } from "../auth/user-accounts";
import { presentNotificationPreferences, presentPrivacySettings, presentUser } from "../auth/user-presenter";
import { createRouter } from "../http/bindings";
import { invalid as invalidAs, json, jsonBody as body, tooManyAttempts, unauthorized } from "../http/openapi-responses";
import { translate } from "../i18n/messages";

const invalid = invalidAs();

/** The current password when changing it: a forgetful member's few tries, not a guessing run (decision 030). */
const currentPasswordChecks = { limit: 10, windowSeconds: 900 } as const;

const updateProfileRoute = createRoute({
  method: "put",
  path: apiPaths.profile,
  summary: "Changes the member's name",
  request: { body: body(updateProfileBody) },
  responses: { 200: json(dataEnvelope(authUser).extend({ message: z.string() }), "Updated"), 401: unauthorized, 422: invalid },
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

export const accountRouter = createRouter()
  .openapi(updateProfileRoute, async (c) => {
    const user = requireUser(c);
    const { name } = c.req.valid("json");
    const updated = await updateUser(c.var.db, user.id, { name });
    return c.json({ data: presentUser(updated!), message: translate(c.var.locale, "auth.profile_updated") }, 200);
  })
  .openapi(changePasswordRoute, async (c) => {
    const user = requireUser(c);
    const input = c.req.valid("json");
    // Members who only ever signed in with Google or Facebook have no password to confirm. Whoever
    // holds a session may guess the password behind it only as often as a forgetful member retypes it.
    if (user.passwordHash) await throttle(c, "password-check:user", String(user.id), currentPasswordChecks.limit, currentPasswordChecks.windowSeconds);
    if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.current_password ?? ""))) {
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
  });
