import { z } from "zod";
import {
  authResponse,
  authUser,
  contentLanguagePreference,
  messageResponse,
  notificationPreferences,
  privacySettings,
  type NotificationPreferences,
  type PrivacySettings,
} from "#api/contract/auth";
import { accountExport } from "#api/contract/account-export";
import { dataEnvelope } from "#api/contract/envelopes";
import { apiPaths } from "#api/contract/paths";
import { memberProfileMeta } from "#api/contract/saved-recipes";
import type { ApiClient } from "./client.server";

// Built once: zod compiles a schema on its first parse, so a schema made per call is compiled per call.
const profileAnswer = dataEnvelope(authUser);
const registeredAnswer = authResponse.extend({ message: z.string() });
const memberAnswer = profileAnswer.extend({ meta: memberProfileMeta });
const updatedProfileAnswer = profileAnswer.extend({ message: z.string() });
const preferencesAnswer = dataEnvelope(notificationPreferences);
const savedPreferencesAnswer = preferencesAnswer.extend({ message: z.string() });
const privacyAnswer = dataEnvelope(privacySettings);
const savedPrivacyAnswer = privacyAnswer.extend({ message: z.string() });
const socialProvidersAnswer = z.object({ data: z.object({ google: z.boolean(), facebook: z.boolean() }) });

export async function getProfile(api: ApiClient) {
  return (await api.get(apiPaths.profile, profileAnswer)).data;
}

/** The signed-in member and what every signed-in page shows of them besides (their saved recipes' count and ids, §4). */
export async function getSignedInMember(api: ApiClient) {
  const answer = await api.get(apiPaths.profile, memberAnswer);
  return { user: answer.data, saved: answer.meta.saved_recipes };
}

export function login(api: ApiClient, body: { email: string; password: string; captcha_token?: string }) {
  return api.post(apiPaths.login, authResponse, body);
}

export function register(api: ApiClient, body: { name: string; email: string; password: string; password_confirmation: string; captcha_token?: string }) {
  return api.post(apiPaths.register, registeredAnswer, body);
}

export function logout(api: ApiClient) {
  return api.post(apiPaths.logout, messageResponse);
}

export function resendVerification(api: ApiClient) {
  return api.post(apiPaths.resendVerification, messageResponse);
}

export function forgotPassword(api: ApiClient, body: { email: string; captcha_token?: string }) {
  return api.post(apiPaths.forgotPassword, messageResponse, body);
}

export function resetPassword(api: ApiClient, body: { token: string; email: string; password: string; password_confirmation: string }) {
  return api.post(apiPaths.resetPassword, messageResponse, body);
}

export function exchangeSocialCode(api: ApiClient, code: string) {
  return api.post(apiPaths.socialExchange, authResponse, { code });
}

export function updateProfile(api: ApiClient, body: { name: string; bio?: string; location?: string; links?: string[] }) {
  return api.put(apiPaths.profile, updatedProfileAnswer, body);
}

/** Sends the picture as the API reads it: a multipart form with its one field, "avatar". */
export function uploadAvatar(api: ApiClient, avatar: File) {
  const form = new FormData();
  form.set("avatar", avatar);
  return api.post(apiPaths.userAvatar, updatedProfileAnswer, form);
}

export function removeAvatar(api: ApiClient) {
  return api.delete(apiPaths.userAvatar, updatedProfileAnswer);
}

export function deleteAccount(api: ApiClient, password: string | undefined) {
  return api.delete(apiPaths.account, messageResponse, { password });
}

export function exportAccount(api: ApiClient) {
  return api.get(apiPaths.accountExport, accountExport);
}

export function changePassword(api: ApiClient, body: { current_password?: string; password: string; password_confirmation: string }) {
  return api.put(apiPaths.password, messageResponse, body);
}

export async function getContentLanguage(api: ApiClient) {
  return (await api.get(apiPaths.contentLanguagePreference, contentLanguagePreference)).content_language_preference;
}

export function setContentLanguage(api: ApiClient, language: "es" | "en") {
  return api.put(apiPaths.contentLanguagePreference, contentLanguagePreference, { content_language_preference: language });
}

export async function getNotificationPreferences(api: ApiClient) {
  return (await api.get(apiPaths.notificationPreferences, preferencesAnswer)).data;
}

export function setNotificationPreferences(api: ApiClient, preferences: NotificationPreferences) {
  return api.put(apiPaths.notificationPreferences, savedPreferencesAnswer, preferences);
}

export async function getPrivacySettings(api: ApiClient) {
  return (await api.get(apiPaths.privacySettings, privacyAnswer)).data;
}

export function setPrivacySettings(api: ApiClient, settings: PrivacySettings) {
  return api.put(apiPaths.privacySettings, savedPrivacyAnswer, settings);
}

export async function getSocialProviders(api: ApiClient) {
  return (await api.get(apiPaths.socialProviders, socialProvidersAnswer)).data;
}
