import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { isApiError } from "~/platform/api-client/api-error";
import type { ApiClient } from "~/platform/api-client/client.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { requireMember } from "~/platform/access/current-user.server";
import { replyToApiError } from "~/platform/api-client/api-error-reply.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { type ToggleSection, toggleSchema } from "./settings-forms";

export interface ToggleSettingsOptions<Key extends string> {
  section: ToggleSection;
  keys: readonly Key[];
  read: (api: ApiClient) => Promise<Record<Key, boolean>>;
  write: (api: ApiClient, values: Record<Key, boolean>) => Promise<unknown>;
}

/** Loader of a settings page made of on/off switches (notifications, privacy). */
export async function loadToggleSettings<Key extends string>({ request, context }: LoaderFunctionArgs, { section, keys, read }: ToggleSettingsOptions<Key>) {
  await requireMember(request, context);
  const [values, t] = await Promise.all([read(await apiFor(request, context)), getTranslator(request, "settings")]);
  return {
    section,
    keys: [...keys] as string[],
    values: values as Record<string, boolean>,
    meta: { title: t(`${section}.title`), description: t(`${section}.description`) },
  };
}

/** Its action: saves every switch, then back to the page with `?saved=1`. */
export async function saveToggleSettings<Key extends string>({ request, context }: ActionFunctionArgs, { section, keys, write }: ToggleSettingsOptions<Key>) {
  const schema = toggleSchema(keys);
  await requireMember(request, context);
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  // Every switch is sent, so an unticked box really turns it off.
  const values = Object.fromEntries(keys.map((key) => [key, submission.value[key] === "on"])) as Record<Key, boolean>;
  try {
    await write(await apiFor(request, context), values);
  } catch (error) {
    if (!isApiError(error)) throw error;
    return replyToApiError(submission, error, { fields: keys });
  }
  throw redirect(`${localizePath(`/settings/${section}`, requestLocale(request))}?saved=1`);
}
