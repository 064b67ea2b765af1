import { route, type RouteConfigEntry } from "@remix-run/route-config";

/** The information pages (§2 public pages), texts from the `pages` namespace. */
export const contentRoutes: RouteConfigEntry[] = [
  route("about", "content/about.tsx", { id: "content/about" }),
  route("contact", "content/contact.tsx", { id: "content/contact" }),
  route("cookies", "content/cookies.tsx", { id: "content/cookies" }),
  route("faq", "content/faq.tsx", { id: "content/faq" }),
  route("privacy", "content/privacy.tsx", { id: "content/privacy" }),
  route("terms", "content/terms.tsx", { id: "content/terms" }),
];
