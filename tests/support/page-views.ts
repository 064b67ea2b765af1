/**
 * Page views as a visitor's browser makes them, and writes through the API as a member makes them,
 * for the page cache's process tests (docs/decisions/034).
 */
export interface PageView {
  status: number;
  /** X-Page-Cache: "hit", "miss", or null when the cache stayed out of it. */
  cache: string | null;
  csp: string | null;
  etag: string | null;
  html: string;
}

export async function anonymousView(origin: string, address: string, headers: Record<string, string> = {}): Promise<PageView> {
  const response = await fetch(`${origin}${address}`, { redirect: "manual", headers, signal: AbortSignal.timeout(20_000) });
  return {
    status: response.status,
    cache: response.headers.get("x-page-cache"),
    csp: response.headers.get("content-security-policy"),
    etag: response.headers.get("etag"),
    html: await response.text(),
  };
}

/** The script nonce a Content-Security-Policy allows. */
export function nonceOf(csp: string | null): string {
  const nonce = csp?.match(/'nonce-([^']+)'/)?.[1];
  if (!nonce) throw new Error(`no nonce in ${csp}`);
  return nonce;
}

export type MemberApi = (method: string, address: string, json?: unknown) => Promise<{ status: number; body: unknown }>;

/** Signs in through the API and calls it with the member's bearer token. */
export async function apiAs(origin: string, email: string, password: string): Promise<MemberApi> {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`signing in as ${email} answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  return async (method, address, json) => {
    const response = await fetch(`${origin}${address}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, Accept: "application/json", ...(json === undefined ? {} : { "Content-Type": "application/json" }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
}

/**
 * Reviews the first recipe the member may review (not theirs, not reviewed yet) with `text`, after
 * `beforeWrite(slug)` has run for it; its slug.
 */
export async function reviewSomeRecipe(api: MemberApi, origin: string, text: string, beforeWrite: (slug: string) => Promise<void>): Promise<string> {
  const list = (await (await fetch(`${origin}/api/recipes?per_page=50`)).json()) as { data: { slug: string }[] };
  for (const { slug } of list.data) {
    const reviews = (await api("GET", `/api/recipes/${slug}/reviews`)).body as { mine?: unknown };
    if (reviews.mine) continue;
    await beforeWrite(slug);
    const created = await api("POST", `/api/recipes/${slug}/reviews`, { rating: 5, body: text });
    if (created.status === 201) return slug;
    if (created.status !== 403 && created.status !== 409) throw new Error(`reviewing ${slug} answered ${created.status}: ${JSON.stringify(created.body)}`);
  }
  throw new Error("no recipe left to review");
}

/** Signs in through the site's own form, as a browser without JavaScript does; the Cookie header of that session. */
export async function webSessionCookie(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password, redirectTo: "" }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  if (response.status !== 302 || cookies.length === 0) throw new Error(`signing in as ${email} answered ${response.status} without a session cookie`);
  return cookies.join("; ");
}
