import { useTranslation } from "react-i18next";
import { SectionLayout } from "./section-layout";

const userAreaLinks = [
  { path: "/user/dashboard", labelKey: "nav.dashboard" },
  { path: "/user/saved-recipes", labelKey: "savedRecipes.menu" },
  { path: "/user/recipes", labelKey: "nav.myRecipes" },
  { path: "/recipe-lists", labelKey: "nav.recipeLists" },
  { path: "/meal-planner", labelKey: "nav.mealPlanner" },
  { path: "/user/pantry", labelKey: "nav.pantry" },
  { path: "/user/shopping-list", labelKey: "nav.shoppingList" },
  { path: "/settings", labelKey: "nav.settings" },
] as const;

/** The signed-in member's area (dashboard, saved recipes, lists). */
export default function UserAreaLayout() {
  const { t } = useTranslation();
  return <SectionLayout label={t("layout.userNav")} links={userAreaLinks.map((link) => ({ path: link.path, label: t(link.labelKey) }))} />;
}
