import { createRoute, z } from "@hono/zod-openapi";
import { and, eq, ne } from "drizzle-orm";
import { authUser, contentLanguagePreference, messageResponse, notificationPreferences, privacySettings } from "../contract/auth";
import { dataEnvelope, errorBody, validationErrorBody } from "../contract/envelopes";
import { personalAccessTokens, users } from "../db/schema";
import { requireUser } from "../auth/auth-middleware";
import { changePasswordBody, updateProfileBody } from "../auth/auth-schemas";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { presentNotificationPreferences, presentPrivacySettings, presentUser } from "../auth/user-presenter";
import { createRouter } from "../http/bindings";
import { json } from "../http/openapi-responses";
import { translate } from "../i18n/messages";

const body = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: true });
const unauthorized = json(errorBody, "Not signed in");
const invalid = json(validationErrorBody, "Invalid data");

const updateProfileRoute = createRoute({
  method: "put",
  path: "/api/user/profile",
  summary: "Changes the member's name",
  request: { body: body(updateProfileBody) },
  responses: { 200: json(dataEnvelope(authUser).extend({ message: z.string() }), "Updated"), 401: unauthorized, 422: invalid },
});

const changePasswordRoute = createRoute({
  method: "put",
  path: "/api/user/password",
  summary: "Changes the password (the current one is required when there is one) and signs out other sessions",
  request: { body: body(changePasswordBody) },
  responses: { 200: json(messageResponse, "Updated"), 401: unauthorized, 422: invalid },
});

const getLanguageRoute = createRoute({
  method: "get",
  path: "/api/user/content-language-preference",
  summary: "The language the member prefers recipes in",
  responses: { 200: json(contentLanguagePreference, "Preference"), 401: unauthorized },
});

const putLanguageRoute = createRoute({
  method: "put",
  path: "/api/user/content-language-preference",
  request: { body: body(z.object({ content_language_preference: z.enum(["es", "en"], { message: "validation.option" }) })) },
  responses: { 200: json(contentLanguagePreference, "Saved"), 401: unauthorized, 422: invalid },
});

const getNotificationsRoute = createRoute({
  method: "get",
  path: "/api/user/notification-preferences",
  summary: "Which notification types the member wants",
  responses: { 200: json(dataEnvelope(notificationPreferences), "Preferences"), 401: unauthorized },
});

const putNotificationsRoute = createRoute({
  method: "put",
  path: "/api/user/notification-preferences",
  request: { body: body(notificationPreferences.partial()) },
  responses: { 200: json(dataEnvelope(notificationPreferences).extend({ message: z.string() }), "Saved"), 401: unauthorized, 422: invalid },
});

const getPrivacyRoute = createRoute({
  method: "get",
  path: "/api/user/privacy-settings",
  responses: { 200: json(dataEnvelope(privacySettings), "Settings"), 401: unauthorized },
});

const putPrivacyRoute = createRoute({
  method: "put",
  path: "/api/user/privacy-settings",
  request: { body: body(privacySettings.partial()) },
  responses: { 200: json(dataEnvelope(privacySettings).extend({ message: z.string() }), "Saved"), 401: unauthorized, 422: invalid },
});

export const accountRouter = createRouter()
  .openapi(updateProfileRoute, async (c) => {
    const user = requireUser(c);
    const { name } = c.req.valid("json");
    const [updated] = await c.var.db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
    return c.json({ data: presentUser(updated!), message: translate(c.var.locale, "auth.profile_updated") }, 200);
  })
  .openapi(changePasswordRoute, async (c) => {
    const user = requireUser(c);
    const input = c.req.valid("json");
    // Members who only ever signed in with Google or Facebook have no password to confirm.
    if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.current_password ?? ""))) {
      const message = translate(c.var.locale, "validation.current_password");
      return c.json({ message, errors: { current_password: [message] } }, 422);
    }
    await c.var.db.update(users).set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() }).where(eq(users.id, user.id));
    await c.var.db.delete(personalAccessTokens).where(and(eq(personalAccessTokens.userId, user.id), ne(personalAccessTokens.id, c.var.tokenId!)));
    return c.json({ message: translate(c.var.locale, "auth.password_updated") }, 200);
  })
  .openapi(getLanguageRoute, (c) => c.json({ content_language_preference: requireUser(c).contentLanguagePreference }, 200))
  .openapi(putLanguageRoute, async (c) => {
    const user = requireUser(c);
    const { content_language_preference } = c.req.valid("json");
    await c.var.db.update(users).set({ contentLanguagePreference: content_language_preference, updatedAt: new Date() }).where(eq(users.id, user.id));
    return c.json({ content_language_preference }, 200);
  })
  .openapi(getNotificationsRoute, (c) => c.json({ data: presentNotificationPreferences(requireUser(c).notificationPreferences) }, 200))
  .openapi(putNotificationsRoute, async (c) => {
    const user = requireUser(c);
    const merged = { ...presentNotificationPreferences(user.notificationPreferences), ...c.req.valid("json") };
    await c.var.db.update(users).set({ notificationPreferences: merged, updatedAt: new Date() }).where(eq(users.id, user.id));
    return c.json({ data: presentNotificationPreferences(merged), message: translate(c.var.locale, "auth.preferences_updated") }, 200);
  })
  .openapi(getPrivacyRoute, (c) => c.json({ data: presentPrivacySettings(requireUser(c).privacySettings) }, 200))
  .openapi(putPrivacyRoute, async (c) => {
    const user = requireUser(c);
    const merged = { ...presentPrivacySettings(user.privacySettings), ...c.req.valid("json") };
    await c.var.db.update(users).set({ privacySettings: merged, updatedAt: new Date() }).where(eq(users.id, user.id));
    return c.json({ data: presentPrivacySettings(merged), message: translate(c.var.locale, "auth.preferences_updated") }, 200);
  });
