import type { EvaluationQuery, Judgement, RequestKind } from "./semantic-queries";

/**
 * Everyday requests as people type them into a recipe site's box (issue 30): phrased from what cooks
 * ask on recipe forums and in search logs of recipe sites (dish names, "what can I make with",
 * "without", "for the kids", "in 20 minutes"), not from the catalogue's own names. Each comes in
 * both languages, written as a native cook would, not word for word; a judgement says what a cook
 * would accept in the catalogue's terms (bench/semantic-queries.ts).
 */

const chicken = /^(?!caldo|fondo)(pollo$|.*-de-pollo$)/;
const fish = /^(bacalao|merluza|salmon|dorada|lubina|atun|bonito|rape|sardina|besugo|trucha|caballa|boqueron|anchoa|corvina|salmonete|cherne|cabracho)/;
const seafood = /^(gamba|langostino|camaron|calamar|chipiron|mejillon|almeja|sepia|pulpo|cigala)/;
const meat = /pollo|cerdo|ternera|cordero|jamon|chorizo|panceta|beicon|morcilla|lacon|guanciale|butifarra|salchicha|vaca|res$|conejo|pato|pavo|carne-picada/;
const cheese = /^(queso|mozzarella|ricotta|mascarpone|paneer)/;
const nuts = /^(almendra|anacardo|avellana|cacahuete|nuez$|pinon|pistacho)/;
const egg = /^(huevo|yema|clara)/;
const beef = /^(?!caldo|fondo).*(ternera|vaca|res$|buey|rabo)/;
const savoury = ["postres", "bebidas"];
const notMeal = ["postres", "bebidas", "desayunos", "salsas"];

type Entry = [kind: RequestKind, es: string, en: string, accept: Judgement];

const entries: Entry[] = [
  // Dishes by name, as typed.
  ["dish", "paella", "paella", { title: /paella/i }],
  ["dish", "tortilla de patatas", "spanish omelette", { title: /tortilla de patatas|spanish omelet|potato omelet/i }],
  ["dish", "croquetas caseras", "homemade croquettes", { title: /croquet/i }],
  ["dish", "gazpacho", "gazpacho", { title: /gazpacho|salmorejo|ajoblanco/i }],
  ["dish", "curry de pollo", "chicken curry", { ingredient: chicken, title: /curry|masala|korma|tikka|makhani|butter chicken|mantequilla|biryani/i }],
  ["dish", "tacos", "tacos", { title: /taco/i }],
  ["dish", "pizza casera", "homemade pizza", { title: /pizza|focaccia|coca|lahmacun/i }],
  ["dish", "hamburguesa", "burger", { title: /hamburgues|burger/i }],
  ["dish", "lasaña", "lasagna", { title: /lasa[ñn]/i }],
  ["dish", "arroz con leche", "rice pudding", { title: /arroz con leche|rice pudding|kheer/i }],
  ["dish", "tarta de queso", "cheesecake", { title: /tarta de queso|cheesecake/i }],
  ["dish", "hummus", "hummus", { title: /hummus|baba|falafel/i }],
  ["dish", "risotto", "risotto", { title: /risotto/i }],
  ["dish", "albóndigas", "meatballs", { title: /alb[oó]ndiga|meatball|kofta/i }],
  ["dish", "brownies", "brownies", { title: /brownie/i }],
  ["dish", "churros", "churros", { title: /churro/i }],
  ["dish", "empanadas", "empanadas", { title: /empanad/i }],
  ["dish", "ramen", "ramen", { title: /ramen|pho|udon|miso/i }],
  ["dish", "ensalada césar", "caesar salad", { title: /c[ée]sar|caesar/i }],
  ["dish", "sopa de pollo", "chicken soup", { ingredient: chicken, categories: ["sopas-y-cremas"] }],
  ["dish", "estofado de ternera", "beef stew", { ingredient: beef, notCategories: savoury }],
  ["dish", "guacamole", "guacamole", { title: /guacamole/i }],
  ["dish", "pollo al horno", "roast chicken", { ingredient: chicken, notCategories: savoury }],
  ["dish", "flan casero", "creme caramel", { title: /flan|crema catalana|tocino de cielo|creme caramel|custard/i }],
  ["dish", "galletas", "cookies", { title: /galleta|cookie|alfajor|biscuit/i }],

  // One ingredient, as people name what they have.
  ["ingredient", "qué hago con atún", "what to make with tuna", { ingredient: /^atun|^bonito/ }],
  ["ingredient", "recetas con merluza", "hake recipes", { ingredient: /^merluza/ }],
  ["ingredient", "pulpo", "octopus", { ingredient: /^pulpo/ }],
  ["ingredient", "recetas con queso", "cheesy recipes", { ingredient: cheese }],
  ["ingredient", "calabaza", "pumpkin", { ingredient: /^calabaza/ }],
  ["ingredient", "pimientos", "peppers", { ingredient: /^pimiento/ }],
  ["ingredient", "recetas con tomate", "tomato recipes", { ingredient: /^tomate/ }],
  ["ingredient", "alubias", "beans", { ingredient: /^(alubia|judion|frijol|fabe)/, orTitle: /alubia|frijol|fabada|fabes|bean/i }],
  ["ingredient", "recetas con arroz", "rice recipes", { categories: ["arroces"], ingredient: /^arroz/ }],
  ["ingredient", "gambas", "shrimp", { ingredient: /^(gamba|langostino|camaron)/ }],
  ["ingredient", "recetas con coco", "coconut recipes", { ingredient: /coco/ }],
  ["ingredient", "jamón", "ham", { ingredient: /jamon/ }],
  ["ingredient", "qué hacer con pan duro", "what to do with stale bread", { ingredient: /^pan(-|$)/ }],
  ["ingredient", "zanahorias", "carrots", { ingredient: /^zanahoria/ }],
  ["ingredient", "recetas con plátano", "banana recipes", { ingredient: /^platano/ }],

  // Diets, as people ask for them.
  ["diet", "recetas veganas", "vegan recipes", { tags: ["vegana"] }],
  ["diet", "cena vegetariana", "vegetarian dinner", { tags: ["vegetariana"], notCategories: notMeal }],
  ["diet", "comida para celíacos", "coeliac friendly lunch", { tags: ["sin-gluten"], notCategories: savoury }],
  ["diet", "postre vegano", "vegan dessert", { tags: ["vegana"], categories: ["postres"] }],
  ["diet", "recetas sin lactosa", "lactose free recipes", { tags: ["sin-lactosa"] }],
  ["diet", "pasta sin gluten", "gluten-free pasta", { tags: ["sin-gluten"], categories: ["pastas"] }],
  ["diet", "comida sana", "healthy meals", { anyTags: ["saludable", "baja-en-calorias", "vegana", "vegetariana"] }],
  ["diet", "cena baja en calorías", "low calorie dinner", { anyTags: ["baja-en-calorias", "saludable"], notCategories: notMeal }],
  ["diet", "platos altos en proteína", "high protein meals", { tags: ["alta-en-proteina"] }],
  ["diet", "recetas vegetarianas fáciles", "easy vegetarian recipes", { tags: ["vegetariana"], notHard: true }],
  ["diet", "vegano y sin gluten", "vegan gluten free", { tags: ["vegana", "sin-gluten"] }],
  ["diet", "desayuno sin gluten", "gluten free breakfast", { tags: ["sin-gluten"], notCategories: ["bebidas", "salsas"] }],

  // What the cook rules out.
  ["exclusion", "pasta sin queso", "pasta without cheese", { categories: ["pastas"], without: cheese }],
  ["exclusion", "postre sin huevo", "eggless dessert", { categories: ["postres"], without: egg }],
  ["exclusion", "postre sin frutos secos", "nut-free dessert", { categories: ["postres"], without: nuts }],
  ["exclusion", "cena sin carne", "meatless dinner", { without: meat, notCategories: notMeal }],
  ["exclusion", "pollo sin cebolla", "chicken with no onion", { ingredient: chicken, without: /^(cebolla|cebolleta|calcot)/ }],
  ["exclusion", "arroz sin marisco", "rice without seafood", { categories: ["arroces"], without: seafood }],
  ["exclusion", "ensalada sin queso", "salad with no cheese", { categories: ["ensaladas"], without: cheese }],
  ["exclusion", "sopa sin carne", "soup without meat", { categories: ["sopas-y-cremas"], without: meat }],
  ["exclusion", "tacos sin cerdo", "tacos without pork", { title: /taco/i, without: /cerdo|jamon|chorizo|panceta|beicon|lomo|costilla/ }],
  ["exclusion", "postre sin lácteos", "dairy-free dessert", { categories: ["postres"], tags: ["sin-lactosa"] }],
  ["exclusion", "pasta sin ajo", "pasta without garlic", { categories: ["pastas"], without: /^ajo/ }],
  ["exclusion", "arroz sin pescado ni marisco", "rice with no fish or seafood", { categories: ["arroces"], without: new RegExp(`${fish.source}|${seafood.source}`) }],
  ["exclusion", "cena vegana sin frutos secos", "vegan dinner without nuts", { tags: ["vegana"], without: nuts, notCategories: notMeal }],
  ["exclusion", "curry sin lácteos", "dairy free curry", { tags: ["sin-lactosa"], title: /curry|masala|dal|korma|massaman|vindaloo|rogan/i }],
  ["exclusion", "algo dulce sin horno", "something sweet without an oven", { categories: ["postres"], tags: ["sin-horno"] }],
  ["exclusion", "recetas sin huevo", "egg-free recipes", { without: egg }],
  ["exclusion", "sin cerdo", "pork-free", { without: /cerdo|jamon|chorizo|panceta|beicon|lomo|costilla|guanciale|morcilla|lacon|butifarra|sobrasada/ }],
  ["exclusion", "brownies sin nueces", "brownies free of nuts", { title: /brownie|chocolate/i, without: nuts }],

  // Occasions.
  ["occasion", "cena de navidad", "christmas dinner", { anyTags: ["navidad"], categories: ["navidad"] }],
  ["occasion", "comida para un cumpleaños", "birthday party food", { categories: ["fiestas"] }],
  ["occasion", "picoteo para una fiesta", "party snacks", { categories: ["fiestas", "entrantes"] }],
  ["occasion", "recetas de verano", "summer recipes", { categories: ["verano"] }],
  ["occasion", "algo para merendar", "afternoon snack ideas", { anyTags: ["merienda"] }],
  ["occasion", "brunch de domingo", "sunday brunch", { anyTags: ["brunch"] }],
  ["occasion", "cena con invitados", "dinner party", { categories: ["fiestas"], notCategories: ["bebidas"] }],
  ["occasion", "recetas de invierno", "winter comfort food", { anyTags: ["invierno", "guiso"] }],
  ["occasion", "plato de cuchara", "a hearty stew", { anyTags: ["guiso", "legumbres", "sopa"] }],
  ["occasion", "desayuno de fin de semana", "weekend breakfast", { categories: ["desayunos"], orTitle: /tortita|pancake|huevo|egg|crepe|churro/i }],
  ["occasion", "tarta de cumpleaños", "birthday cake", { categories: ["postres"] }],
  ["occasion", "plato principal para una cena con amigos", "dinner party main course", { categories: ["fiestas"], notCategories: ["postres", "bebidas", "entrantes", "salsas"] }],

  // Time.
  ["time", "cena en 20 minutos", "20 minute dinner", { maxMinutes: 30, notCategories: notMeal }],
  ["time", "postre rápido", "quick dessert", { categories: ["postres"], maxMinutes: 45 }],
  ["time", "comida rápida y fácil", "quick and easy lunch", { maxMinutes: 45, notHard: true, notCategories: savoury }],
  ["time", "desayuno en 10 minutos", "10 minute breakfast", { maxMinutes: 20, notCategories: ["salsas"] }],
  ["time", "algo rápido para cenar", "something quick for dinner", { maxMinutes: 45, notCategories: notMeal }],
  ["time", "recetas en menos de media hora", "recipes under 30 minutes", { maxMinutes: 30 }],
  ["time", "pasta rápida", "quick pasta", { categories: ["pastas"], maxMinutes: 45 }],
  ["time", "ensalada rápida", "quick salad", { categories: ["ensaladas"], maxMinutes: 30 }],
  ["time", "cena rápida entre semana", "quick weeknight dinner", { maxMinutes: 45, notCategories: notMeal }],

  // Who it is for.
  ["audience", "recetas para niños", "kid friendly recipes", { tags: ["para-ninos"] }],
  ["audience", "cena para niños", "dinner for kids", { tags: ["para-ninos"], notCategories: ["bebidas"] }],
  ["audience", "merienda para niños", "snacks for kids", { anyTags: ["para-ninos", "merienda"] }],
  ["audience", "recetas fáciles para principiantes", "easy recipes for beginners", { notHard: true }],
  ["audience", "comidas baratas para estudiantes", "cheap student meals", { anyTags: ["economica"] }],
  ["audience", "postre para niños", "dessert kids will love", { categories: ["postres"] }],
  ["audience", "comida para toda la familia", "family friendly dinner", { notCategories: notMeal }],

  // Several at once.
  ["combination", "pasta vegetariana rápida", "quick vegetarian pasta", { categories: ["pastas"], tags: ["vegetariana"] }],
  ["combination", "sopa de lentejas vegana", "vegan lentil soup", { ingredient: /^lenteja/, tags: ["vegana"] }],
  ["combination", "postre de chocolate sin gluten", "gluten-free chocolate dessert", { categories: ["postres"], tags: ["sin-gluten"], ingredient: /chocolate|cacao/ }],
  ["combination", "ensalada de pollo fácil", "easy chicken salad", { ingredient: chicken, categories: ["ensaladas"] }],
  ["combination", "cena ligera de pescado", "light fish dinner", { ingredient: fish }],
  ["combination", "curry de garbanzos vegano", "vegan chickpea curry", { tags: ["vegana"], ingredient: /^garbanzo/ }],
  ["combination", "tacos de pescado", "fish tacos", { title: /taco/i, ingredient: fish }],
  ["combination", "salmón al horno fácil", "easy baked salmon", { ingredient: /^salmon/ }],
  ["combination", "comida mexicana vegetariana", "vegetarian mexican food", { categories: ["mexicana"], tags: ["vegetariana"] }],
  ["combination", "cena italiana sin gluten", "gluten-free italian dinner", { categories: ["italiana"], tags: ["sin-gluten"] }],
  ["combination", "tarta de cumpleaños fácil", "easy birthday cake", { categories: ["postres"], notHard: true }],
  ["combination", "comida vegetariana alta en proteína", "high protein vegetarian lunch", { tags: ["vegetariana"], notCategories: notMeal }],
  ["combination", "cena rápida con pollo", "quick chicken dinner", { ingredient: chicken, maxMinutes: 60 }],
  ["combination", "desayuno sin lactosa", "dairy-free breakfast", { tags: ["sin-lactosa"], notCategories: ["postres", "salsas"] }],
  ["combination", "arroz con verduras vegano", "vegan vegetable rice", { categories: ["arroces"], tags: ["vegana"] }],
  ["combination", "ternera picante", "spicy beef", { ingredient: beef }],
];

export const everyday: EvaluationQuery[] = entries.flatMap(([kind, es, en, accept]) => [
  { locale: "es" as const, query: es, accept, kind },
  { locale: "en" as const, query: en, accept, kind },
]);
