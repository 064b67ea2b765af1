import enAuth from "~/locales/en/auth.json";
import enBrowse from "~/locales/en/browse.json";
import enCommon from "~/locales/en/common.json";
import enCommunity from "~/locales/en/community.json";
import enHome from "~/locales/en/home.json";
import enPages from "~/locales/en/pages.json";
import enRecipe from "~/locales/en/recipe.json";
import enSearch from "~/locales/en/search.json";
import enSettings from "~/locales/en/settings.json";
import esAuth from "~/locales/es/auth.json";
import esBrowse from "~/locales/es/browse.json";
import esCommon from "~/locales/es/common.json";
import esCommunity from "~/locales/es/community.json";
import esHome from "~/locales/es/home.json";
import esPages from "~/locales/es/pages.json";
import esRecipe from "~/locales/es/recipe.json";
import esSearch from "~/locales/es/search.json";
import esSettings from "~/locales/es/settings.json";

/** Every namespace, bundled into the server build; the browser loads only what a page needs. */
export const resources = {
  es: { auth: esAuth, browse: esBrowse, common: esCommon, community: esCommunity, home: esHome, pages: esPages, recipe: esRecipe, search: esSearch, settings: esSettings },
  en: { auth: enAuth, browse: enBrowse, common: enCommon, community: enCommunity, home: enHome, pages: enPages, recipe: enRecipe, search: enSearch, settings: enSettings },
};
