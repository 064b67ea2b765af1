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
