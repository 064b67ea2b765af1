import { menuLinks } from "~/platform/routing/page-table";

/**
 * The site's menus, from the pages' declarations (`nav`, app/<area>/routes.ts). Primary navigation:
 * the logo is the way home; later issues add their sections (Chefs IA, Foros, Retos, Eventos…).
 */
export const primaryNavigation = () => menuLinks("primary");

export const footerNavigation = () => ({ help: menuLinks("help"), legal: menuLinks("legal") });

/**
 * Links for signed-in members only (the account menu), in order. Labels in the `community`
 * namespace; the feed and one's public profile are reachable from the dashboard's quick links too.
 */
export const memberNavigation = () => menuLinks("member");
