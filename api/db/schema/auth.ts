import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Bearer tokens (Sanctum's personal access tokens): only a SHA-256 of the secret part is kept. */
export const personalAccessTokens = pgTable(
  "personal_access_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("personal_access_tokens_hash_unique").on(table.tokenHash), index("personal_access_tokens_user_idx").on(table.userId)],
);

export const oneTimeTokenPurpose = pgEnum("one_time_token_purpose", ["email_verification", "password_reset", "social_login"]);

/** Single-use, expiring secrets sent by mail or handed across a redirect; stored hashed. */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: oneTimeTokenPurpose("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("one_time_tokens_hash_unique").on(table.tokenHash), index("one_time_tokens_user_idx").on(table.userId, table.purpose)],
);

/** An OAuth sign-in in progress: its state (hashed), PKCE verifier and where to send the user after. */
export const oauthAuthorizations = pgTable("oauth_authorizations", {
  stateHash: text("state_hash").primaryKey(),
  provider: text("provider").notNull(),
  codeVerifier: text("code_verifier"),
  locale: text("locale").notNull().default("es"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
