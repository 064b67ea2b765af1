/** Primary navigation (the logo is the way home); later issues add their sections (Chefs IA, Foros, Retos, Eventos…). */
export const primaryNavigation = [
  { path: "/recetas/", labelKey: "nav.recipes" },
  { path: "/categorias/", labelKey: "nav.categories" },
  { path: "/buscar/", labelKey: "nav.search" },
  { path: "/about", labelKey: "nav.about" },
] as const;

export const footerNavigation = {
  help: [
    { path: "/faq", labelKey: "nav.faq" },
    { path: "/contact", labelKey: "nav.contact" },
    { path: "/about", labelKey: "nav.about" },
  ],
  legal: [
    { path: "/terms", labelKey: "nav.terms" },
    { path: "/privacy", labelKey: "nav.privacy" },
    { path: "/cookies", labelKey: "nav.cookies" },
  ],
} as const;

/**
 * Links for signed-in members only (the account menu), in order. Labels in the `community`
 * namespace; the feed and one's public profile are reachable from the dashboard's quick links too.
 */
export const memberNavigation = [
  { path: "/feed", labelKey: "community:links.feed" },
  { path: "/perfil/", labelKey: "community:links.profile" },
] as const;
