/**
 * Demo questions about demo recipes (decision 095), so a fresh start shows "Preguntas sobre esta
 * receta" on some recipe pages: each links its recipe in its text; `solvedBy` is the reply its
 * author marked as the solution. Written by members of the thread's language.
 */
interface SeedRecipeQuestion {
  recipe: string;
  lang: "es" | "en";
  category: string;
  author: string;
  title: string;
  body: string;
  replies: { author: string; text: string }[];
  solvedBy?: number;
}

export const recipeQuestions: SeedRecipeQuestion[] = [
  {
    recipe: "tortilla-de-patatas",
    lang: "es",
    category: "dudas-de-cocina",
    author: "marta-gil",
    title: "¿Cómo consigo que la tortilla quede jugosa por dentro?",
    body: "Hago la [tortilla de patatas](/receta/tortilla-de-patatas) de la receta pero siempre me queda seca. ¿Cuánto tiempo la dejáis en la sartén después de darle la vuelta?",
    replies: [
      { author: "javi-ortega", text: "Yo la cuajo solo un minuto por cada lado a fuego fuerte y la saco: el calor residual termina el centro." },
      { author: "nuria-puig", text: "Y deja reposar la patata con el huevo batido diez minutos antes de cuajarla, que se empape bien." },
      { author: "marta-gil", text: "¡Un minuto por lado y reposo! Salió perfecta, gracias." },
    ],
    solvedBy: 0,
  },
  {
    recipe: "tortilla-de-patatas",
    lang: "es",
    category: "recetas-de-la-comunidad",
    author: "pablo-iturbe",
    title: "Tortilla con cebolla o sin cebolla: ¿cambia el tiempo de fritura?",
    body: "Quiero hacer la [tortilla](/receta/tortilla-de-patatas) con cebolla caramelizada. ¿Frío la cebolla aparte o junto con la patata desde el principio?",
    replies: [
      { author: "antonio-ruiz", text: "Junto con la patata, pero cortada en juliana fina y a fuego más bajo para que no se queme." },
      { author: "lauramendez", text: "Yo la pocho aparte veinte minutos: queda más dulce. Cuestión de gustos." },
    ],
  },
  {
    recipe: "tortilla-de-patatas",
    lang: "en",
    category: "dudas-de-cocina",
    author: "emily-carter",
    title: "Which potatoes work best for a Spanish omelette?",
    body: "Planning to make the [Spanish omelette](/receta/tortilla-de-patatas) this weekend. Waxy or floury potatoes? Mine fell apart last time.",
    replies: [
      { author: "james-obrien", text: "Waxy ones hold their shape. Slice them thin and poach them gently in the oil rather than frying hard." },
      { author: "sarah-kim", text: "Yukon Gold worked well for me: creamy but they don't turn to mush." },
    ],
    solvedBy: 0,
  },
  {
    recipe: "paella-valenciana",
    lang: "es",
    category: "dudas-de-cocina",
    author: "sofia-castro",
    title: "El arroz de la paella se me queda duro por arriba",
    body: "Sigo la [paella valenciana](/receta/paella-valenciana) al pie de la letra pero el arroz de la superficie queda crudo. ¿Qué hago mal?",
    replies: [
      { author: "diego-vargas", text: "Seguramente el caldo se evapora antes de tiempo: usa una paella más ancha y que el fuego llegue a toda la base." },
      { author: "elena-soto", text: "Los últimos cinco minutos cúbrela con un paño limpio y deja reposar fuera del fuego." },
    ],
    solvedBy: 1,
  },
  {
    recipe: "paella-valenciana",
    lang: "en",
    category: "dudas-de-cocina",
    author: "mike-dawson",
    title: "Can I make the paella without a paella pan?",
    body: "I'd love to try the [paella](/receta/paella-valenciana) but only have a large frying pan. Will it work?",
    replies: [
      { author: "hannah-price", text: "A wide, shallow frying pan works; keep the rice layer thin, no more than two fingers deep." },
    ],
  },
  {
    recipe: "croquetas-de-jamon",
    lang: "es",
    category: "tecnicas",
    author: "camila-herrera",
    title: "Las croquetas de jamón se me abren al freírlas",
    body: "Preparo las [croquetas de jamón](/receta/croquetas-de-jamon) y al freír revientan. ¿La bechamel está demasiado blanda?",
    replies: [
      { author: "mateo-fernandez", text: "Déjala toda la noche en la nevera tapada a piel y el aceite muy caliente, a 180 °C." },
      { author: "lucia-navarro", text: "Y pásalas dos veces por huevo y pan rallado: el doble rebozado no se rompe." },
    ],
    solvedBy: 0,
  },
  {
    recipe: "brownies-de-chocolate",
    lang: "en",
    category: "dudas-de-cocina",
    author: "sarah-kim",
    title: "How do I know when the brownies are done?",
    body: "Made the [chocolate brownies](/receta/brownies-de-chocolate) and they were dry. How fudgy should the middle look when I take them out?",
    replies: [
      { author: "emily-carter", text: "A toothpick should come out with moist crumbs, not clean. They keep setting as they cool." },
      { author: "mike-dawson", text: "I pull mine when the edges crack and the centre barely wobbles." },
    ],
    solvedBy: 0,
  },
  {
    recipe: "espaguetis-a-la-carbonara",
    lang: "es",
    category: "dudas-de-cocina",
    author: "andres-molina",
    title: "La carbonara se me corta y queda con grumos de huevo",
    body: "Con los [espaguetis a la carbonara](/receta/espaguetis-a-la-carbonara) el huevo siempre acaba revuelto. ¿Cuándo se añade?",
    replies: [
      { author: "carlos-b", text: "Fuera del fuego y con un poco del agua de cocción: el calor de la pasta basta para ligar la salsa." },
    ],
    solvedBy: 0,
  },
];
