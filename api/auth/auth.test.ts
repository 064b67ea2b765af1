import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { authResponse, authUser } from "../contract/auth";
import { oneTimeTokens, personalAccessTokens, users } from "../db/schema";
import { useTestApi } from "../../tests/support/api-harness";
import { createTokenUses } from "../access/token-uses";

const password = "una-clave-segura-1";

async function register(api: ReturnType<typeof useTestApi>, email: string, locale: "es" | "en" = "es", ip = "10.0.0.1") {
  const response = await api.request("/api/register", { method: "POST", locale, ip, json: { name: "Ana García", email, password, password_confirmation: password } });
  return { response, body: await response.json() };
}

function linkFrom(mail: { links: Record<string, string> }, name: string) {
  return new URL(mail.links[name]!);
}

describe("registration and sign-in", () => {
  const api = useTestApi();

  it("registers an unverified member, mails a verification link in the page's language, and signs them in", async () => {
    const { response, body } = await register(api, "Ana@Example.com");
    expect(response.status).toBe(201);
    const parsed = authResponse.parse(body);
    expect(parsed.user).toMatchObject({ email: "ana@example.com", name: "Ana García", slug: "ana-garcia", email_verified_at: null, role: "user" });
    const profile = await api.request("/api/user/profile", { token: parsed.token });
    expect(authUser.parse((await profile.json()).data).id).toBe(parsed.user.id);

    const [mail] = await api.outbox();
    expect(mail).toMatchObject({ to: "ana@example.com", kind: "email-verification", locale: "es", subject: "Confirma tu correo en Sazón" });
    expect(linkFrom(mail!, "verify").pathname).toMatch(new RegExp(`^/api/auth/email/verify/${parsed.user.id}/[A-Za-z0-9_-]+$`));
    const [stored] = await api.db.select().from(users).where(eq(users.id, parsed.user.id));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("refuses bad data with Laravel's 422 and messages in the request's language", async () => {
    const response = await api.request("/api/register", {
      method: "POST",
      locale: "en",
      json: { name: "A", email: "not-an-email", password: "short", password_confirmation: "other" },
    });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.errors).toEqual({
      name: ["The name field must be at least 2 characters."],
      email: ["The email field must be a valid email address."],
      password: ["The password field must be at least 8 characters.", "The password field confirmation does not match."],
    });
    expect(body.message).toBe("The name field must be at least 2 characters. (and 3 more errors)");

    const taken = await register(api, "ana@example.com");
    expect(taken.response.status).toBe(422);
    expect(taken.body.errors.email).toEqual(["Ya existe una cuenta con este correo electrónico."]);
  });

  it("answers a wrong password with §8's 401 message and a right one with {token, user}", async () => {
    const wrong = await api.request("/api/auth/login", { method: "POST", locale: "es", json: { email: "ana@example.com", password: "incorrecta" } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: "Credenciales incorrectas. Verifica tu email y contraseña." });
    const unknown = await api.request("/api/auth/login", { method: "POST", locale: "es", json: { email: "nadie@example.com", password } });
    expect(unknown.status).toBe(401);

    const right = await api.request("/api/auth/login", { method: "POST", json: { email: "ANA@example.com", password } });
    expect(right.status).toBe(200);
    const { token, user } = authResponse.parse(await right.json());
    expect(user.email).toBe("ana@example.com");

    const logout = await api.request("/api/auth/logout", { method: "POST", token });
    expect(logout.status).toBe(200);
    const after = await api.request("/api/user/profile", { token, locale: "en" });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ message: "You are not signed in." });
  });

  it("stores tokens hashed and refuses forged ones", async () => {
    const { token } = authResponse.parse(await (await api.request("/api/auth/login", { method: "POST", json: { email: "ana@example.com", password } })).json());
    const rows = await api.db.select().from(personalAccessTokens);
    expect(rows.every((row) => !token.includes(row.tokenHash))).toBe(true);
    const [id] = token.split("|");
    expect((await api.request("/api/user/profile", { token: `${id}|${"x".repeat(40)}` })).status).toBe(401);
    expect((await api.request("/api/user/profile", { token: "garbage" })).status).toBe(401);
  });

  it("validate-social-auth says whether the session may use the dashboard", async () => {
    const { token, user } = authResponse.parse(await (await api.request("/api/auth/login", { method: "POST", json: { email: "ana@example.com", password } })).json());
    const body = await (await api.request("/api/user/validate-social-auth", { token })).json();
    expect(body).toEqual({ validation: true, is_valid_for_dashboard: false, user_data: { user_id: user.id, has_google_id: false } });
  });
});

describe("e-mail verification", () => {
  const api = useTestApi();

  it("verifies once through the mailed link, then says already; a bad or expired link fails", async () => {
    const { body } = await register(api, "luis@example.com", "en");
    const [mail] = await api.outbox();
    expect(mail!.subject).toBe("Confirm your email for Sazón");
    const link = linkFrom(mail!, "verify");

    const first = await api.request(`${link.pathname}${link.search}`);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("http://localhost:3000/en/auth/verify-email-success");
    const profile = await (await api.request("/api/user/profile", { token: body.token })).json();
    expect(profile.data.email_verified_at).not.toBeNull();

    const again = await api.request(`${link.pathname}${link.search}`);
    expect(again.headers.get("location")).toBe("http://localhost:3000/en/auth/verify-email-already");

    const forged = await api.request(`/api/auth/email/verify/${body.user.id}/${"a".repeat(43)}?locale=es`);
    expect(forged.headers.get("location")).toBe("http://localhost:3000/auth/verify-email-failed");
  });

  it("does not spend a link followed with another member's id", async () => {
    const { body } = await register(api, "nora@example.com");
    const link = linkFrom(
      (await api.outbox()).find((item) => item.to === "nora@example.com")!,
      "verify",
    );
    const otherId = link.pathname.replace(`/verify/${body.user.id}/`, `/verify/${body.user.id + 1000}/`);
    expect(otherId).not.toBe(link.pathname);
    expect((await api.request(`${otherId}${link.search}`)).headers.get("location")).toBe("http://localhost:3000/auth/verify-email-failed");
    expect((await api.request(`${link.pathname}${link.search}`)).headers.get("location")).toBe("http://localhost:3000/auth/verify-email-success");
  });

  it("fails an expired link, and resends to an unverified member with a limit", async () => {
    const { body } = await register(api, "eva@example.com");
    await api.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, body.user.id));
    const mail = (await api.outbox()).find((item) => item.to === "eva@example.com")!;
    const link = linkFrom(mail, "verify");
    const expired = await api.request(`${link.pathname}${link.search}`);
    expect(expired.headers.get("location")).toBe("http://localhost:3000/auth/verify-email-failed");

    const resend = await api.request("/api/auth/email/resend-verification", { method: "POST", token: body.token, locale: "es" });
    expect(resend.status).toBe(200);
    expect(await resend.json()).toEqual({ message: "Correo de verificación reenviado." });
    const fresh = (await api.outbox()).filter((item) => item.to === "eva@example.com").at(-1)!;
    const ok = await api.request(`${linkFrom(fresh, "verify").pathname}${linkFrom(fresh, "verify").search}`);
    expect(ok.headers.get("location")).toBe("http://localhost:3000/auth/verify-email-success");

    const { body: other } = await register(api, "pablo@example.com");
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await api.request("/api/auth/email/resend-verification", { method: "POST", token: other.token })).status).toBe(200);
    }
    const limited = await api.request("/api/auth/email/resend-verification", { method: "POST", token: other.token, locale: "es" });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: "Demasiados intentos. Espera un momento antes de intentar de nuevo." });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await api.request("/api/auth/email/resend-verification", { method: "POST" })).status).toBe(401);
  });
});

describe("password reset", () => {
  const api = useTestApi();
  beforeAll(async () => {
    await register(api, "marta@example.com");
  });

  it("answers the same whether or not the account exists, and mails only a real one", async () => {
    const before = (await api.outbox()).length;
    const real = await api.request("/api/auth/forgot-password", { method: "POST", locale: "es", json: { email: "marta@example.com" } });
    const unknown = await api.request("/api/auth/forgot-password", { method: "POST", locale: "es", json: { email: "nadie@example.com" } });
    expect(real.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await real.json()).toEqual({ message: "Enlace de restablecimiento enviado." });
    expect(await unknown.json()).toEqual({ message: "Enlace de restablecimiento enviado." });
    const mails = (await api.outbox()).slice(before);
    expect(mails.map((mail) => mail.to)).toEqual(["marta@example.com"]);
    expect(linkFrom(mails[0]!, "reset").pathname).toBe("/auth/reset-password");
  });

  it("resets once with the mailed token, signs out every session, and the old password stops working", async () => {
    const { token: session } = await (await api.request("/api/auth/login", { method: "POST", json: { email: "marta@example.com", password } })).json();
    const mail = (await api.outbox()).filter((item) => item.kind === "password-reset").at(-1)!;
    const resetToken = linkFrom(mail, "reset").searchParams.get("token")!;
    const newPassword = "otra-clave-mejor-2";

    const reset = await api.request("/api/auth/reset-password", {
      method: "POST",
      locale: "es",
      json: { token: resetToken, email: "marta@example.com", password: newPassword, password_confirmation: newPassword },
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ message: "Contraseña restablecida correctamente." });
    expect((await api.request("/api/user/profile", { token: session })).status).toBe(401);
    expect((await api.request("/api/auth/login", { method: "POST", json: { email: "marta@example.com", password } })).status).toBe(401);
    expect((await api.request("/api/auth/login", { method: "POST", json: { email: "marta@example.com", password: newPassword } })).status).toBe(200);

    const reused = await api.request("/api/auth/reset-password", {
      method: "POST",
      locale: "en",
      json: { token: resetToken, email: "marta@example.com", password: "tercera-clave-3", password_confirmation: "tercera-clave-3" },
    });
    expect(reused.status).toBe(422);
    expect((await reused.json()).errors.token).toEqual(["The password reset link is invalid or has expired."]);
  });

  it("does not spend the link on an attempt with another member's e-mail", async () => {
    await register(api, "otra-cuenta@example.com");
    await api.request("/api/auth/forgot-password", { method: "POST", ip: "10.8.0.1", json: { email: "marta@example.com" } });
    const mail = (await api.outbox()).filter((item) => item.kind === "password-reset" && item.to === "marta@example.com").at(-1)!;
    const resetToken = linkFrom(mail, "reset").searchParams.get("token")!;
    const reset = (email: string, newPassword: string) =>
      api.request("/api/auth/reset-password", {
        method: "POST",
        locale: "es",
        ip: "10.8.0.1",
        json: { token: resetToken, email, password: newPassword, password_confirmation: newPassword },
      });
    for (const email of ["otra-cuenta@example.com", "nadie@example.com"]) {
      const wrong = await reset(email, "clave-de-otro-5");
      expect(wrong.status).toBe(422);
      expect((await wrong.json()).errors.token).toEqual(["El enlace para restablecer la contraseña no es válido o ha caducado."]);
    }
    expect((await api.request("/api/auth/login", { method: "POST", ip: "10.8.0.2", json: { email: "otra-cuenta@example.com", password: "clave-de-otro-5" } })).status).toBe(401);
    expect((await reset("marta@example.com", "quinta-clave-5")).status).toBe(200);
    expect((await api.request("/api/auth/login", { method: "POST", ip: "10.8.0.2", json: { email: "marta@example.com", password: "quinta-clave-5" } })).status).toBe(200);
  });

  it("refuses an expired token", async () => {
    await api.request("/api/auth/forgot-password", { method: "POST", json: { email: "marta@example.com" } });
    const mail = (await api.outbox()).filter((item) => item.kind === "password-reset").at(-1)!;
    await api.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.purpose, "password_reset"));
    const response = await api.request("/api/auth/reset-password", {
      method: "POST",
      json: { token: linkFrom(mail, "reset").searchParams.get("token"), email: "marta@example.com", password: "cuarta-clave-4", password_confirmation: "cuarta-clave-4" },
    });
    expect(response.status).toBe(422);
  });
});

describe("rate limits and CSRF", () => {
  const api = useTestApi();

  it("limits sign-in attempts per account and address, so guessing from elsewhere does not lock the member out", async () => {
    await register(api, "victima@example.com", "es", "10.0.9.1");
    const attempt = (ip: string, guess: string, locale: "es" | "en" = "es") =>
      api.request("/api/auth/login", { method: "POST", ip, locale, json: { email: "victima@example.com", password: guess } });
    const attacker = [];
    for (let count = 0; count < 12; count++) attacker.push((await attempt("10.1.0.1", "adivina")).status);
    expect(attacker).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    const refused = await attempt("10.1.0.1", password, "en");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: "Too many attempts. Wait a moment before trying again." });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The member, at home, while the attacker keeps at it: their correct password works.
    expect((await attempt("10.9.9.9", password)).status).toBe(200);
  });

  it("still caps one account's attempts from many addresses together", async () => {
    await register(api, "muy-buscada@example.com", "es", "10.0.9.2");
    const attempt = (ip: string, guess: string) => api.request("/api/auth/login", { method: "POST", ip, json: { email: "muy-buscada@example.com", password: guess } });
    // Six addresses, five guesses each: 30, the ceiling, and each answered as a wrong password.
    for (let address = 0; address < 6; address++) {
      for (let count = 0; count < 5; count++) expect((await attempt(`10.5.${address}.1`, "adivina")).status).toBe(401);
    }
    expect((await attempt("10.5.9.1", password)).status).toBe(429);
    // Another account is not affected.
    await register(api, "tranquila@example.com", "es", "10.0.9.3");
    expect((await api.request("/api/auth/login", { method: "POST", ip: "10.5.9.1", json: { email: "tranquila@example.com", password } })).status).toBe(200);
  });

  it("limits sign-in attempts per address across accounts", async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      await api.request("/api/auth/login", { method: "POST", ip: "10.2.0.1", json: { email: `persona${attempt}@example.com`, password: "x" } });
    }
    expect((await api.request("/api/auth/login", { method: "POST", ip: "10.2.0.1", json: { email: "otra@example.com", password: "x" } })).status).toBe(429);
  });

  it("limits registrations and forgotten-password requests per address", async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await register(api, `nuevo${attempt}@example.com`, "es", "10.3.0.1")).response.status).toBe(201);
    }
    expect((await register(api, "uno-mas@example.com", "es", "10.3.0.1")).response.status).toBe(429);
    for (let attempt = 0; attempt < 5; attempt++) {
      await api.request("/api/auth/forgot-password", { method: "POST", ip: "10.4.0.1", json: { email: `p${attempt}@example.com` } });
    }
    expect((await api.request("/api/auth/forgot-password", { method: "POST", ip: "10.4.0.1", json: { email: "q@example.com" } })).status).toBe(429);
  });

  it("sets the XSRF cookie and answers 419 to a cookie-carrying POST without the header", async () => {
    const cookieResponse = await api.request("/sanctum/csrf-cookie");
    expect(cookieResponse.status).toBe(204);
    const setCookie = cookieResponse.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]+;/);
    expect(setCookie).not.toMatch(/HttpOnly/i);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(setCookie)![1]!;

    const without = await api.request("/api/auth/login", {
      method: "POST",
      locale: "es",
      headers: { Cookie: `XSRF-TOKEN=${xsrf}` },
      json: { email: "a@example.com", password: "b" },
    });
    expect(without.status).toBe(419);
    const wrong = await api.request("/api/auth/login", {
      method: "POST",
      headers: { Cookie: `XSRF-TOKEN=${xsrf}`, "X-XSRF-TOKEN": "nope" },
      json: { email: "a@example.com", password: "b" },
    });
    expect(wrong.status).toBe(419);
    const right = await api.request("/api/auth/login", {
      method: "POST",
      ip: "10.9.9.9",
      headers: { Cookie: `XSRF-TOKEN=${xsrf}`, "X-XSRF-TOKEN": xsrf },
      json: { email: "a@example.com", password: "b" },
    });
    expect(right.status).toBe(401);
  });
});

describe("account settings", () => {
  const api = useTestApi();
  let token = "";
  beforeAll(async () => {
    token = (await register(api, "sofia@example.com")).body.token;
  });

  it("changes the name, once the e-mail is verified (others see it), the language preference, notifications and privacy", async () => {
    const early = await api.request("/api/user/profile", { method: "PUT", token, json: { name: "Sofía Ruiz" } });
    expect(early.status).toBe(403);
    const link = linkFrom(
      (await api.outbox()).findLast((mail) => mail.to === "sofia@example.com")!,
      "verify",
    );
    expect((await api.request(`${link.pathname}${link.search}`)).status).toBe(302);
    const name = await api.request("/api/user/profile", { method: "PUT", token, json: { name: "Sofía Ruiz" } });
    expect((await name.json()).data.name).toBe("Sofía Ruiz");

    expect(await (await api.request("/api/user/content-language-preference", { token })).json()).toEqual({ content_language_preference: "es" });
    const language = await api.request("/api/user/content-language-preference", { method: "PUT", token, json: { content_language_preference: "en" } });
    expect(await language.json()).toEqual({ content_language_preference: "en" });
    expect((await api.request("/api/user/content-language-preference", { method: "PUT", token, json: { content_language_preference: "fr" } })).status).toBe(422);

    const defaults = await (await api.request("/api/user/notification-preferences", { token })).json();
    expect(defaults.data).toEqual({
      new_follower: true,
      recipe_review: true,
      forum_reply: true,
      forum_mention: true,
      badge_earned: true,
      shopping_list_shared: true,
      recipe_published: true,
      cooksnap_posted: true,
      ingredient_proposal_decided: true,
      challenge_voting_open: true,
      challenge_results: true,
      event_update: true,
    });
    const saved = await (await api.request("/api/user/notification-preferences", { method: "PUT", token, json: { forum_reply: false } })).json();
    expect(saved.data.forum_reply).toBe(false);
    expect((await (await api.request("/api/user/notification-preferences", { token })).json()).data.forum_reply).toBe(false);

    const privacy = await (await api.request("/api/user/privacy-settings", { method: "PUT", token, json: { profile_public: false } })).json();
    expect(privacy.data).toEqual({ profile_public: false, show_activity: true, show_saved_recipes: false });
    expect((await api.request("/api/user/privacy-settings")).status).toBe(401);
  });

  it("changes the password only with the current one, keeping this session and ending the others", async () => {
    const other = (await (await api.request("/api/auth/login", { method: "POST", json: { email: "sofia@example.com", password } })).json()).token;
    const wrong = await api.request("/api/user/password", {
      method: "PUT",
      token,
      locale: "es",
      json: { current_password: "mala", password: "nueva-clave-99", password_confirmation: "nueva-clave-99" },
    });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors.current_password).toEqual(["La contraseña actual no es correcta."]);
    const right = await api.request("/api/user/password", {
      method: "PUT",
      token,
      json: { current_password: password, password: "nueva-clave-99", password_confirmation: "nueva-clave-99" },
    });
    expect(right.status).toBe(200);
    expect((await api.request("/api/user/profile", { token })).status).toBe(200);
    expect((await api.request("/api/user/profile", { token: other })).status).toBe(401);
  });

  it("limits guesses of the current password to 10 per 15 minutes per member", async () => {
    const { body } = await register(api, "robada@example.com", "es", "10.7.0.1");
    const change = (current: string, locale: "es" | "en" = "es") =>
      api.request("/api/user/password", {
        method: "PUT",
        token: body.token,
        locale,
        json: { current_password: current, password: "la-del-ladron-1", password_confirmation: "la-del-ladron-1" },
      });
    for (let guess = 0; guess < 10; guess++) expect((await change(`adivina-${guess}`)).status).toBe(422);
    const limited = await change(password, "es");
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: "Demasiados intentos. Espera un momento antes de intentar de nuevo." });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(800);
    // Nothing changed: the password is still the member's own.
    expect((await api.request("/api/auth/login", { method: "POST", ip: "10.7.0.2", json: { email: "robada@example.com", password } })).status).toBe(200);
  });
});

describe("concurrent sign-ups", () => {
  const api = useTestApi();

  it("gives two members with the same name their own handles, and one address only one account", async () => {
    const sameName = await Promise.all(
      ["uno@example.com", "dos@example.com", "tres@example.com"].map((email) => api.request("/api/register", { method: "POST", json: { name: "Carla Prueba", email, password } })),
    );
    expect(sameName.map((response) => response.status)).toEqual([201, 201, 201]);
    const slugs = await Promise.all(sameName.map(async (response) => (await response.json()).user.slug));
    expect(new Set(slugs).size).toBe(3);

    const sameEmail = await Promise.all([1, 2, 3].map(() => api.request("/api/register", { method: "POST", json: { name: "Doble Alta", email: "doble@example.com", password } })));
    expect(sameEmail.map((response) => response.status).sort()).toEqual([201, 422, 422]);
  });
});

describe("a token's last use", () => {
  const api = useTestApi();
  // The services write a batch 5 s after its first use; on a busy machine these requests can take that
  // long, so here the batch waits a minute and the test writes it when it asks.
  beforeAll(() => {
    api.services.tokenUses = createTokenUses({ writeAfterMs: 60_000 });
  });

  const lastUsedAt = async (token: string) =>
    (
      await api.db
        .select({ at: personalAccessTokens.lastUsedAt })
        .from(personalAccessTokens)
        .where(eq(personalAccessTokens.id, Number(token.split("|")[0])))
    )[0]!.at;

  it("is written off the request, once for many uses, with the other tokens' in one batch", async () => {
    const first = (await register(api, "uso-uno@example.com", "es", "10.8.0.1")).body.token;
    const second = (await register(api, "uso-dos@example.com", "es", "10.8.0.2")).body.token;
    for (const token of [first, second, first]) expect((await api.request("/api/user/content-language-preference", { token })).status).toBe(200);
    // Answered without writing it: the write waits for the batch.
    expect(await lastUsedAt(first)).toBeNull();
    expect(await lastUsedAt(second)).toBeNull();

    const before = Date.now();
    await api.services.tokenUses.flush();
    for (const token of [first, second]) {
      const at = await lastUsedAt(token);
      expect(at).not.toBeNull();
      expect(Math.abs(at!.getTime() - before)).toBeLessThan(60_000);
    }
  });

  it("is written by close, and a use noted after it is not", async () => {
    const token = (await register(api, "uso-cierre@example.com", "es", "10.8.0.3")).body.token;
    const tokenId = Number(token.split("|")[0]);
    const uses = createTokenUses({ writeAfterMs: 60_000 });
    uses.record(api.db, tokenId);
    await uses.close();
    const written = await lastUsedAt(token);
    expect(written).not.toBeNull();

    await api.db.update(personalAccessTokens).set({ lastUsedAt: null }).where(eq(personalAccessTokens.id, tokenId));
    uses.record(api.db, tokenId);
    await uses.flush();
    expect(await lastUsedAt(token)).toBeNull();
  });
});
