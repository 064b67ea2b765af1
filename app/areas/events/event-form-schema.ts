import type { TFunction } from "i18next";
import { z } from "zod";
import { EVENT_CAPACITY_MAX } from "#api/contract/limits";

/** The event form's fields as the browser and the action read them; the API checks every rule and has the last word. */
export const eventFormSchema = (t: TFunction) => {
  const required = z
    .string({ message: t("events:form.required") })
    .trim()
    .min(1, t("events:form.required"));
  return z.object({
    title_es: required,
    title_en: required,
    description_es: required,
    description_en: required,
    mode: z.enum(["online", "in_person"], { message: t("events:form.required") }),
    starts_local: required,
    ends_local: required,
    time_zone: required,
    place: z.string().trim().optional(),
    online_url: z.string().trim().optional(),
    capacity: z.coerce
      .number({ message: t("events:form.required") })
      .int()
      .min(1)
      .max(EVENT_CAPACITY_MAX),
    recipes: z.string().trim().optional(),
  });
};

/** A recipe given as its address or its slug: the slug. */
export const recipeSlugsOf = (text: string | undefined) =>
  (text ?? "")
    .split(/[,\s]+/)
    .map((one) => one.replace(/\/+$/, "").split("/").pop() ?? "")
    .filter(Boolean);

/** The fields the API may name in a refusal, shown on the form. */
export const eventFields = [
  "title_es",
  "title_en",
  "description_es",
  "description_en",
  "mode",
  "starts_local",
  "ends_local",
  "time_zone",
  "place",
  "online_url",
  "capacity",
  "recipes",
];
