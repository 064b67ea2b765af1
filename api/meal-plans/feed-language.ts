import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { users } from "../db/schema";
import type { ApiBindings } from "../http/bindings";
import type { ApiLocale } from "../i18n/messages";

/**
 * The language of a calendar feed: the address's `?locale=` (the planner page writes the page's
 * language into it), else the member's content language, else Spanish. A calendar server's
 * Accept-Language says nothing about the member, so it is not asked.
 */
export async function contentLanguageOf(c: Context<ApiBindings>, userId: number): Promise<ApiLocale> {
  const explicit = c.req.query("locale");
  if (explicit === "es" || explicit === "en") return explicit;
  const [row] = await c.var.db.select({ language: users.contentLanguagePreference }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.language ?? "es";
}
