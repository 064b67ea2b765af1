import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import type { ProviderProfile } from "./oauth/oauth-client";
import type { OAuthProviderName } from "./oauth/oauth-providers";
import { EmailTakenError, findUserByEmail, insertUser, updateUser, violatedUniqueIndex } from "./user-accounts";

const providerColumn = { google: users.googleId, facebook: users.facebookId } as const;

/** The member linked to this provider identity, if any. */
async function findUserByProviderId(db: Database, provider: OAuthProviderName, providerUserId: string) {
  const [user] = await db.select().from(users).where(eq(providerColumn[provider], providerUserId)).limit(1);
  return user;
}

/** The member for a provider identity: already linked, else linked now by verified e-mail, else new. */
export async function memberForProfile(db: Database, provider: OAuthProviderName, profile: ProviderProfile, locale: "es" | "en") {
  const linked = await findUserByProviderId(db, provider, profile.providerUserId);
  if (linked) return linked;
  const identity = provider === "google" ? { googleId: profile.providerUserId } : { facebookId: profile.providerUserId };
  const verifiedAt = profile.emailVerified ? new Date() : null;
  if (profile.email) {
    const existing = await findUserByEmail(db, profile.email);
    if (existing) {
      // Only a verified provider e-mail may take over an account with that address.
      if (!profile.emailVerified) return undefined;
      return updateUser(db, existing.id, { ...identity, emailVerifiedAt: existing.emailVerifiedAt ?? verifiedAt, avatarUrl: existing.avatarUrl ?? profile.avatarUrl });
    }
  }
  if (!profile.email) return undefined;
  const name = profile.name?.trim() || profile.email.split("@")[0]!;
  try {
    return await insertUser(db, {
      name,
      email: profile.email.toLowerCase(),
      emailVerifiedAt: verifiedAt,
      avatarUrl: profile.avatarUrl,
      contentLanguagePreference: locale,
      ...identity,
    });
  } catch (error) {
    // The same identity signing in twice at once: the other request created the member.
    if (error instanceof EmailTakenError || violatedUniqueIndex(error)) {
      const existing = await findUserByProviderId(db, provider, profile.providerUserId);
      if (existing) return existing;
    }
    throw error;
  }
}
