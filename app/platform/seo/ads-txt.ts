/** Never guarded (§2). No advertising seller is authorised yet; the ads issue fills this in. */
export async function loader() {
  return new Response("# Sazón does not sell advertising through any seller yet.\n", {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
