import type { TFunction } from "i18next";
import { z } from "zod";
import { isWebLink } from "#api/contract/account";
import { BIO_MAX_LENGTH, LOCATION_MAX_LENGTH, PROFILE_LINK_MAX_LENGTH, PROFILE_LINKS_MAX } from "#api/contract/limits";
import { hasForbiddenCharacters } from "#api/contract/text";
import { profileSchema } from "~/areas/account/auth/auth-forms";

/**
 * The profile form's rules (the name's come from the account rules), shared by the browser and the
 * action; the API checks the same limits and has the last word. conform turns an empty box into
 * undefined: an empty bio or location is "", so clearing one clears it.
 */
export const profileDetailsSchema = (t: TFunction) => {
  const text = (max: number, tooLong: string) =>
    z
      .string()
      .trim()
      .max(max, t(tooLong, { max }))
      .refine((value) => !hasForbiddenCharacters(value), t("account:profile.errors.characters"))
      .optional()
      .transform((value) => value ?? "");
  const link = z.string().trim().max(PROFILE_LINK_MAX_LENGTH, t("account:profile.errors.link")).refine(isWebLink, t("account:profile.errors.link")).optional();
  return profileSchema(t).extend({
    bio: text(BIO_MAX_LENGTH, "account:profile.errors.bioLength"),
    location: text(LOCATION_MAX_LENGTH, "account:profile.errors.locationLength"),
    links: z
      .array(link)
      .max(PROFILE_LINKS_MAX)
      .optional()
      .transform((links) => (links ?? []).filter((value): value is string => Boolean(value))),
    remove_avatar: z.literal("on").optional(),
  });
};

/** The API names a link's error "links.0"; the form's field is "links[0]". */
export function formFieldName(apiField: string): string {
  return apiField.replace(/\.(\d+)$/, "[$1]");
}
