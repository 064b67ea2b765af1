import type { Bilingual } from "./types";

type CategoryType = "cuisine" | "course" | "diet" | "occasion";

export interface SeedCategory {
  slug: string;
  name: Bilingual;
  type: CategoryType;
  children?: SeedCategory[];
}

const c = (slug: string, es: string, en: string, type: CategoryType, children?: SeedCategory[]): SeedCategory => ({
  slug, name: { es, en }, type, children,
});

/** The category tree: roots are level 0. Recipes point at the most specific cuisine and one course. */
export const categoryTree: SeedCategory[] = [
  c("cocinas-del-mundo", "Cocinas del mundo", "World cuisines", "cuisine", [
    c("espanola", "Española", "Spanish", "cuisine", [
      c("andaluza", "Andaluza", "Andalusian", "cuisine"),
      c("catalana", "Catalana", "Catalan", "cuisine"),
      c("vasca", "Vasca", "Basque", "cuisine"),
      c("gallega", "Gallega", "Galician", "cuisine"),
      c("valenciana", "Valenciana", "Valencian", "cuisine"),
      c("castellana", "Castellana", "Castilian", "cuisine"),
      c("canaria", "Canaria", "Canarian", "cuisine"),
      c("asturiana", "Asturiana", "Asturian", "cuisine"),
    ]),
    c("europea", "Europea", "European", "cuisine", [
      c("italiana", "Italiana", "Italian", "cuisine"),
      c("francesa", "Francesa", "French", "cuisine"),
      c("griega", "Griega", "Greek", "cuisine"),
      c("portuguesa", "Portuguesa", "Portuguese", "cuisine"),
      c("britanica", "Británica", "British", "cuisine"),
      c("centroeuropea", "Centroeuropea", "Central European", "cuisine"),
    ]),
    c("latinoamericana", "Latinoamericana", "Latin American", "cuisine", [
      c("mexicana", "Mexicana", "Mexican", "cuisine"),
      c("peruana", "Peruana", "Peruvian", "cuisine"),
      c("argentina", "Argentina", "Argentine", "cuisine"),
      c("colombiana", "Colombiana", "Colombian", "cuisine"),
      c("venezolana", "Venezolana", "Venezuelan", "cuisine"),
      c("brasilena", "Brasileña", "Brazilian", "cuisine"),
      c("cubana", "Cubana", "Cuban", "cuisine"),
    ]),
    c("norteamericana", "Norteamericana", "North American", "cuisine"),
    c("asiatica", "Asiática", "Asian", "cuisine", [
      c("japonesa", "Japonesa", "Japanese", "cuisine"),
      c("china", "China", "Chinese", "cuisine"),
      c("coreana", "Coreana", "Korean", "cuisine"),
      c("tailandesa", "Tailandesa", "Thai", "cuisine"),
      c("vietnamita", "Vietnamita", "Vietnamese", "cuisine"),
      c("india", "India", "Indian", "cuisine"),
    ]),
    c("oriente-medio-y-africa", "Oriente Medio y África", "Middle East and Africa", "cuisine", [
      c("marroqui", "Marroquí", "Moroccan", "cuisine"),
      c("libanesa", "Libanesa", "Lebanese", "cuisine"),
      c("turca", "Turca", "Turkish", "cuisine"),
    ]),
  ]),
  c("platos", "Platos", "Courses", "course", [
    c("desayunos", "Desayunos", "Breakfasts", "course"),
    c("entrantes", "Entrantes y tapas", "Starters and tapas", "course"),
    c("ensaladas", "Ensaladas", "Salads", "course"),
    c("sopas-y-cremas", "Sopas y cremas", "Soups", "course"),
    c("arroces", "Arroces", "Rice dishes", "course"),
    c("pastas", "Pastas", "Pasta", "course"),
    c("legumbres", "Legumbres", "Legumes", "course"),
    c("carnes", "Carnes", "Meat", "course"),
    c("aves", "Aves", "Poultry", "course"),
    c("pescados-y-mariscos", "Pescados y mariscos", "Fish and seafood", "course"),
    c("verduras", "Verduras", "Vegetables", "course"),
    c("huevos", "Huevos", "Eggs", "course"),
    c("panes-y-masas", "Panes y masas", "Breads and doughs", "course"),
    c("salsas", "Salsas", "Sauces", "course"),
    c("postres", "Postres", "Desserts", "course"),
    c("bebidas", "Bebidas", "Drinks", "course"),
  ]),
  c("dietas", "Dietas", "Diets", "diet", [
    c("vegetariana", "Vegetariana", "Vegetarian", "diet"),
    c("vegana", "Vegana", "Vegan", "diet"),
    c("sin-gluten", "Sin gluten", "Gluten-free", "diet"),
    c("sin-lactosa", "Sin lactosa", "Dairy-free", "diet"),
  ]),
  c("ocasiones", "Ocasiones", "Occasions", "occasion", [
    c("navidad", "Navidad", "Christmas", "occasion"),
    c("verano", "Verano", "Summer", "occasion"),
    c("fiestas", "Fiestas y reuniones", "Parties", "occasion"),
    c("cena-rapida", "Cena rápida", "Quick dinner", "occasion"),
  ]),
];

export interface SeedTag { slug: string; name: Bilingual }

const t = (slug: string, es: string, en: string): SeedTag => ({ slug, name: { es, en } });

export const tags: SeedTag[] = [
  t("rapida", "Rápida", "Quick"),
  t("facil", "Fácil", "Easy"),
  t("economica", "Económica", "Budget"),
  t("saludable", "Saludable", "Healthy"),
  t("vegetariana", "Vegetariana", "Vegetarian"),
  t("vegana", "Vegana", "Vegan"),
  t("sin-gluten", "Sin gluten", "Gluten-free"),
  t("sin-lactosa", "Sin lactosa", "Dairy-free"),
  t("alta-en-proteina", "Alta en proteína", "High protein"),
  t("baja-en-calorias", "Baja en calorías", "Low calorie"),
  t("picante", "Picante", "Spicy"),
  t("al-horno", "Al horno", "Baked"),
  t("a-la-parrilla", "A la parrilla", "Grilled"),
  t("frita", "Frita", "Fried"),
  t("guiso", "Guiso", "Stew"),
  t("una-sola-olla", "Una sola olla", "One pot"),
  t("sin-horno", "Sin horno", "No bake"),
  t("para-ninos", "Para niños", "Kid-friendly"),
  t("para-compartir", "Para compartir", "For sharing"),
  t("batch-cooking", "Batch cooking", "Batch cooking"),
  t("tapas", "Tapas", "Tapas"),
  t("comida-callejera", "Comida callejera", "Street food"),
  t("tradicional", "Tradicional", "Traditional"),
  t("casera", "Casera", "Homemade"),
  t("de-temporada", "De temporada", "Seasonal"),
  t("primavera", "Primavera", "Spring"),
  t("verano", "Verano", "Summer"),
  t("otono", "Otoño", "Autumn"),
  t("invierno", "Invierno", "Winter"),
  t("navidad", "Navidad", "Christmas"),
  t("fiesta", "Fiesta", "Party"),
  t("brunch", "Brunch", "Brunch"),
  t("merienda", "Merienda", "Afternoon snack"),
  t("cena", "Cena", "Dinner"),
  t("comida", "Comida", "Lunch"),
  t("marisco", "Marisco", "Seafood"),
  t("pescado", "Pescado", "Fish"),
  t("pollo", "Pollo", "Chicken"),
  t("cerdo", "Cerdo", "Pork"),
  t("ternera", "Ternera", "Beef"),
  t("cordero", "Cordero", "Lamb"),
  t("arroz", "Arroz", "Rice"),
  t("pasta", "Pasta", "Pasta"),
  t("legumbres", "Legumbres", "Legumes"),
  t("chocolate", "Chocolate", "Chocolate"),
  t("fruta", "Fruta", "Fruit"),
  t("queso", "Queso", "Cheese"),
  t("huevo", "Huevo", "Egg"),
  t("sopa", "Sopa", "Soup"),
  t("ensalada", "Ensalada", "Salad"),
  t("fermentados", "Fermentados", "Fermented"),
  t("sin-azucar-anadido", "Sin azúcar añadido", "No added sugar"),
  t("reposteria", "Repostería", "Baking"),
  t("aperitivo", "Aperitivo", "Appetizer"),
  t("mediterranea", "Mediterránea", "Mediterranean"),
  t("umami", "Umami", "Umami"),
];
