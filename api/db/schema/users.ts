import { sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { plans } from "../../contract/permissions";
import { timestamps } from "./columns";

/** What the member pays for; an entitlement read by `can()` (decision 064). */
export const memberPlan = pgEnum("member_plan", plans);
export const contentLanguage = pgEnum("content_language", ["es", "en"]);

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    /** Public handle used in /users/{slug}; lowercase letters, digits and hyphens. */
    slug: text("slug").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    plan: memberPlan("plan").notNull().default("free"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    googleId: text("google_id"),
    facebookId: text("facebook_id"),
    contentLanguagePreference: contentLanguage("content_language_preference"),
    isAiChef: boolean("is_ai_chef").notNull().default(false),
    avatarUrl: text("avatar_url"),
    /** What the member says about themselves on their profile (AI chefs' bilingual bios are in chef_profiles). */
    bio: text("bio").notNull().default(""),
    location: text("location").notNull().default(""),
    /** Their own web addresses (http or https only), shown on the profile with rel="nofollow ugc". */
    links: jsonb("links").$type<string[]>().notNull().default([]),
    /** Which notifications the member wants, by type; absent types are on. */
    notificationPreferences: jsonb("notification_preferences").$type<Record<string, boolean>>().notNull().default({}),
    /** Privacy choices for the public profile. */
    privacySettings: jsonb("privacy_settings").$type<Record<string, boolean>>().notNull().default({}),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("users_slug_unique").on(table.slug),
    uniqueIndex("users_email_unique").on(sql`lower(${table.email})`),
    uniqueIndex("users_google_id_unique").on(table.googleId),
    uniqueIndex("users_facebook_id_unique").on(table.facebookId),
  ],
);

export type SocialLinks = { instagram?: string; youtube?: string; tiktok?: string; website?: string };
export type BilingualText = { es: string; en: string };

/** Public cooking profile: every AI chef has one, members may. */
export const chefProfiles = pgTable("chef_profiles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  bioEs: text("bio_es").notNull().default(""),
  bioEn: text("bio_en").notNull().default(""),
  socialLinks: jsonb("social_links").$type<SocialLinks>().notNull().default({}),
  specialties: jsonb("specialties").$type<BilingualText[]>().notNull().default([]),
  ...timestamps,
});
