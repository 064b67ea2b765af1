import { z } from "zod";

export const oauthProviderNames = ["google", "facebook"] as const;
export type OAuthProviderName = (typeof oauthProviderNames)[number];

export interface OAuthProvider {
  name: OAuthProviderName;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scopes: string[];
  /** Send a PKCE S256 challenge with the authorization request and the verifier with the token request. */
  usePkce: boolean;
  redirectUri: string;
}

interface ProviderDefaults {
  prefix: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scopes: string[];
  usePkce: boolean;
}

const providerDefaults: Record<OAuthProviderName, ProviderDefaults> = {
  google: {
    prefix: "GOOGLE",
    authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
    tokenUrl: "https://oauth2.googleapis.com/token",
    userInfoUrl: "https://openidconnect.googleapis.com/v1/userinfo",
    scopes: ["openid", "email", "profile"],
    usePkce: true,
  },
  facebook: {
    prefix: "FACEBOOK",
    authorizeUrl: "https://www.facebook.com/v19.0/dialog/oauth",
    tokenUrl: "https://graph.facebook.com/v19.0/oauth/access_token",
    userInfoUrl: "https://graph.facebook.com/v19.0/me?fields=id,name,email,picture",
    scopes: ["email", "public_profile"],
    // Facebook supports PKCE for the authorization-code flow.
    usePkce: true,
  },
};

/** Blank or whitespace-only values count as unset. */
const blankAsUnset = z
  .string()
  .optional()
  .transform((value) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
  });

const httpUrl = z.url({ protocol: /^https?$/, message: "must be an http(s) URL" });

const optionalHttpUrl = blankAsUnset.pipe(httpUrl.optional());

const optionalFlag = blankAsUnset.pipe(
  z
    .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
    .transform((value) => value === "true" || value === "1" || value === "yes")
    .optional(),
);

function providerSettingsSchema(prefix: string) {
  return z.object({
    [`${prefix}_CLIENT_ID`]: blankAsUnset,
    [`${prefix}_CLIENT_SECRET`]: blankAsUnset,
    [`${prefix}_AUTHORIZE_URL`]: optionalHttpUrl,
    [`${prefix}_TOKEN_URL`]: optionalHttpUrl,
    [`${prefix}_USERINFO_URL`]: optionalHttpUrl,
    /** Optional override of the per-provider PKCE default ("true"/"false"). */
    [`${prefix}_USE_PKCE`]: optionalFlag,
  });
}

function formatIssues(error: z.ZodError): string {
  // Only setting names and rule messages: never echo values (client secrets live here).
  return error.issues.map((issue) => `  ${issue.path.join(".") || "(root)"}: ${issue.message}`).join("\n");
}

/** Providers whose client id and secret are set; the others are absent. */
export function oauthProvidersFromSettings(settings: Record<string, string | undefined>, apiPublicUrl: string): Partial<Record<OAuthProviderName, OAuthProvider>> {
  const publicUrl = httpUrl.safeParse(apiPublicUrl.trim());
  if (!publicUrl.success) {
    throw new Error(`Invalid OAuth settings:\n  apiPublicUrl: must be an http(s) URL`);
  }
  const base = publicUrl.data.replace(/\/+$/, "");

  const providers: Partial<Record<OAuthProviderName, OAuthProvider>> = {};
  const problems: string[] = [];

  for (const name of oauthProviderNames) {
    const defaults = providerDefaults[name];
    const { prefix } = defaults;
    const parsed = providerSettingsSchema(prefix).safeParse(settings);
    if (!parsed.success) {
      problems.push(formatIssues(parsed.error));
      continue;
    }
    const values = parsed.data as Record<string, string | boolean | undefined>;
    const clientId = values[`${prefix}_CLIENT_ID`];
    const clientSecret = values[`${prefix}_CLIENT_SECRET`];
    if (typeof clientId !== "string" || typeof clientSecret !== "string") continue;

    const url = (key: string, fallback: string): string => {
      const value = values[`${prefix}_${key}`];
      return typeof value === "string" ? value : fallback;
    };
    const usePkce = values[`${prefix}_USE_PKCE`];

    providers[name] = {
      name,
      clientId,
      clientSecret,
      authorizeUrl: url("AUTHORIZE_URL", defaults.authorizeUrl),
      tokenUrl: url("TOKEN_URL", defaults.tokenUrl),
      userInfoUrl: url("USERINFO_URL", defaults.userInfoUrl),
      scopes: [...defaults.scopes],
      usePkce: typeof usePkce === "boolean" ? usePkce : defaults.usePkce,
      redirectUri: `${base}/api/auth/${name}/callback`,
    };
  }

  if (problems.length > 0) {
    throw new Error(`Invalid OAuth settings:\n${problems.join("\n")}`);
  }
  return providers;
}
