import type { ForumCategoryFields } from "../factories";

/**
 * The demo forum (issue 33): six categories and, per category and language, threads (a title and
 * an opening post) and a pool of replies the seed deals out to them. `{recipe}` in a text stands for
 * a link to a published recipe (a card), on a line of its own.
 */
export const forumCategoryList: ForumCategoryFields[] = [
  {
    slug: "dudas-de-cocina",
    name: { es: "Dudas de cocina", en: "Cooking questions" },
    description: { es: "¿Algo no te sale? Pregunta y la comunidad te echa una mano.", en: "Something not working? Ask and the community will help." },
    colour: "accent",
  },
  {
    slug: "recetas-de-la-comunidad",
    name: { es: "Recetas de la comunidad", en: "Community recipes" },
    description: { es: "Comparte tus versiones, adaptaciones y recetas de familia.", en: "Share your versions, tweaks and family recipes." },
    colour: "success",
  },
  {
    slug: "tecnicas",
    name: { es: "Técnicas", en: "Techniques" },
    description: { es: "Cortes, cocciones, masas y fermentaciones: cómo se hace bien.", en: "Knife work, cooking methods, doughs and ferments: how to do it right." },
    colour: "warning",
  },
  {
    slug: "utensilios",
    name: { es: "Utensilios", en: "Kitchen tools" },
    description: { es: "Sartenes, cuchillos, ollas y aparatos: qué merece la pena.", en: "Pans, knives, pots and gadgets: what is worth it." },
    colour: "ink",
  },
  {
    slug: "dietas",
    name: { es: "Dietas y alergias", en: "Diets and allergies" },
    description: { es: "Vegetariana, sin gluten, sin lactosa… cocinar para todos en la misma mesa.", en: "Vegetarian, gluten-free, dairy-free… cooking for everyone at one table." },
    colour: "success",
  },
  {
    slug: "presentacion",
    name: { es: "Presentación y fotos", en: "Plating and photos" },
    description: { es: "Emplatar, fotografiar y servir: que entre por los ojos.", en: "Plating, photographing and serving: we eat with our eyes first." },
    colour: "danger",
  },
];

type Lang = "es" | "en";
interface SeedThread {
  title: string;
  body: string;
}
export interface SeedForumCategoryContent {
  threads: Record<Lang, SeedThread[]>;
  replies: Record<Lang, string[]>;
}

export const forumContent: Record<string, SeedForumCategoryContent> = {
  "dudas-de-cocina": {
    threads: {
      es: [
        { title: "¿Por qué se me queda cruda la tortilla por dentro?", body: "Uso sartén de 24 cm y cuatro huevos, pero cuando le doy la vuelta el centro sigue líquido y por fuera ya está tostada. ¿Fuego más bajo?" },
        { title: "Las lentejas me quedan duras aunque las cueza una hora", body: "Las pongo en remojo la noche anterior y aun así hay algunas que no se ablandan. ¿Puede ser el agua de mi zona?" },
        { title: "¿Se puede congelar el caldo de cocido?", body: "Me sobra siempre casi un litro. ¿Aguanta bien en el congelador y cuánto tiempo?" },
        { title: "La bechamel me sale con grumos", body: "Sigo los pasos, pero en cuanto echo la leche aparecen grumos. **¿Leche fría o caliente?**" },
      ],
      en: [
        { title: "Why does my rice always turn out mushy?", body: "I rinse it and use the ratio on the bag, but it comes out sticky every time. Lid on or off?" },
        { title: "How long can cooked chicken stay in the fridge?", body: "I batch cook on Sundays and wonder if Thursday is pushing it." },
        { title: "My cookies spread into one giant sheet", body: "Same recipe as always, but this time they melted flat in the oven. What changed?" },
      ],
    },
    replies: {
      es: [
        "Fuego medio-bajo y tapa los primeros minutos: el vapor cuaja el centro sin quemar la base.",
        "A mí me pasaba lo mismo hasta que bajé a tres huevos en esa sartén. Menos altura, cuaja antes.",
        "Si el agua es muy dura, prueba a cocerlas con agua mineral. Cambia muchísimo.",
        "Añade la sal al final, no al principio. Eso me lo enseñó mi abuela y funciona.",
        "Yo lo congelo en botes de cristal sin llenar del todo, y aguanta tres meses perfectamente.",
        "Leche caliente y la harina bien tostada en la mantequilla antes. Y varillas, nada de cuchara.",
        "Si salen grumos, una pasada de batidora y nadie se entera 😄",
        "Gracias a todos, probé lo de la tapa y ha salido jugosa por dentro. ¡Resuelto!",
      ],
      en: [
        "Rinse until the water runs clear and let it rest ten minutes off the heat with the lid on.",
        "Try a little less water than the bag says. Bag ratios are usually for stovetops with a weak simmer.",
        "Three to four days is the usual food safety advice. Freeze portions you won't eat by Wednesday.",
        "Was your butter softer than usual? Chilling the dough for an hour fixed this for me.",
        "Check your baking soda too, an old tin can make a big difference.",
        "Thanks everyone, chilled the dough and they came out perfect!",
      ],
    },
  },
  "recetas-de-la-comunidad": {
    threads: {
      es: [
        { title: "Mi versión de este plato, con un toque de pimentón", body: "La he hecho tres fines de semana seguidos. Le añado pimentón de la Vera al sofrito:\n\n{recipe}\n\n¿Alguien más la ha probado así?" },
        { title: "Receta de mi abuela: rosquillas de anís", body: "Harina, huevo, azúcar, aceite de oliva y un chorrito de anís. Fritas en aceite no muy caliente para que se hagan por dentro." },
        { title: "Adaptación sin horno de esta receta", body: "No tengo horno en el piso de estudiantes, así que la hice en sartén tapada:\n\n{recipe}\n\nSale más que digna." },
        { title: "Gazpacho sin pan: ¿queda igual de cremoso?", body: "Quiero hacerlo más ligero. He probado con un poco más de aceite y pepino y no está mal." },
      ],
      en: [
        { title: "My weeknight version of this one", body: "I swap the cream for Greek yogurt and it works great:\n\n{recipe}\n\nAnyone else tried it?" },
        { title: "Grandma's banana bread, finally written down", body: "Three very ripe bananas, brown sugar, a pinch of cinnamon and walnuts. Bake low and slow." },
        { title: "Made this for a dinner party and it was a hit", body: "Doubled the garlic and served it with crusty bread:\n\n{recipe}" },
      ],
    },
    replies: {
      es: [
        "¡Qué buena pinta! El pimentón de la Vera le va de maravilla a casi todo.",
        "La he hecho hoy con tu truco y en casa ha volado.",
        "Mi abuela las hacía igual, pero con ralladura de limón. Qué recuerdos.",
        "¿Cuánto tiempo en la sartén tapada? Yo tampoco tengo horno.",
        "Unos 20 minutos a fuego bajo, y los últimos cinco destapada para que se seque.",
        "Sin pan queda más fino pero menos cremoso; un poco de almendra cruda ayuda.",
        "Guardada en favoritos, este finde la pruebo.",
      ],
      en: [
        "Greek yogurt is such a good swap, I do the same in most creamy sauces.",
        "Saving this for the weekend, thanks for sharing!",
        "Walnuts or pecans? I only have pecans at home.",
        "Pecans work just as well, toast them first.",
        "Made it last night. Doubling the garlic is the way.",
        "What did you serve it with besides the bread?",
      ],
    },
  },
  tecnicas: {
    threads: {
      es: [
        { title: "¿Cómo conseguir un sofrito bien pochado?", body: "Siempre me queda la cebolla a medio hacer o quemada. ¿Cuánto tiempo le dais?" },
        { title: "Masa madre: mi primera hogaza ha salido plana", body: "La masa madre dobla en 6 horas, pero el pan no sube en el horno. ¿Falta de fuerza en el amasado?" },
        { title: "Cortar cebolla sin llorar: ¿mito o realidad?", body: "He probado con la cebolla fría, con vela, con gafas… ¿qué os funciona?" },
        { title: "Punto de la carne a la plancha sin termómetro", body: "¿Algún truco fiable para saber cuándo está al punto?" },
      ],
      en: [
        { title: "How do you get a proper sear on scallops?", body: "Mine always steam instead of browning. The pan is hot, I promise." },
        { title: "Tips for an even knife cut when dicing carrots?", body: "My cubes are all different sizes and cook unevenly." },
        { title: "Resting meat: how long is long enough?", body: "Some recipes say five minutes, others say half the cooking time." },
      ],
    },
    replies: {
      es: [
        "Mínimo 20 minutos a fuego bajo con una pizca de sal, que saca el agua.",
        "La paciencia es el ingrediente secreto del sofrito, no hay atajo.",
        "Prueba a hacer pliegues cada media hora durante la fermentación en bloque.",
        "Y precalienta la olla de hierro una hora, el golpe de calor es clave.",
        "Cuchillo bien afilado: con un cuchillo romo aplastas la cebolla y sueltas más gas.",
        "El truco de la mano: compara la firmeza con la base del pulgar.",
        "Termómetro barato y te quitas de dudas, de verdad que compensa.",
      ],
      en: [
        "Pat them completely dry and don't move them for the first two minutes.",
        "Too many in the pan drops the temperature. Cook in batches.",
        "Square off the carrot first so it sits flat, then slice planks, then sticks, then cubes.",
        "A sharp knife matters more than technique for even cuts.",
        "Five to ten minutes for steaks, longer for roasts. Tent it loosely.",
        "I rest for about a third of the cooking time and it has never failed me.",
      ],
    },
  },
  utensilios: {
    threads: {
      es: [
        { title: "¿Sartén de hierro o antiadherente para el día a día?", body: "Quiero comprar una buena sartén que me dure años. ¿Qué me recomendáis?" },
        { title: "¿Merece la pena una olla rápida?", body: "Cocino legumbres cada semana y me planteo comprar una. ¿Ahorra tanto tiempo?" },
        { title: "Cuchillo japonés para empezar", body: "Me han regalado dinero por mi cumpleaños y quiero un buen cuchillo de cocinero." },
      ],
      en: [
        { title: "Is a stand mixer worth it for occasional baking?", body: "I bake maybe twice a month. Hand mixer or save up?" },
        { title: "Best way to season a new cast iron skillet", body: "Just got my first one. Oven method or stovetop?" },
        { title: "Dutch oven: enameled or bare cast iron?", body: "Mostly for stews and bread." },
      ],
    },
    replies: {
      es: [
        "Hierro para sellar y antiadherente para tortillas y huevos. Las dos tienen su sitio.",
        "La de hierro, bien curada, es para toda la vida.",
        "La olla rápida me cambió la vida: garbanzos en 25 minutos.",
        "Cuidado con la válvula, hay que limpiarla a menudo.",
        "Un gyuto de 21 cm es perfecto para empezar. Y una piedra de afilar.",
        "Ojo que el acero japonés es más duro pero más frágil, nada de huesos.",
      ],
      en: [
        "For twice a month, a good hand mixer is plenty.",
        "I bought one for bread and now I use it every week. No regrets.",
        "Thin coat of oil, upside down in the oven at 230 °C for an hour. Repeat three times.",
        "Just cook with it. Bacon and fried potatoes season it naturally.",
        "Enameled for stews with tomato or wine, it doesn't react with acid.",
        "Bare cast iron is cheaper and perfect for bread.",
      ],
    },
  },
  dietas: {
    threads: {
      es: [
        { title: "Ideas de cenas vegetarianas con proteína", body: "Llevo un mes sin carne y siento que siempre ceno lo mismo." },
        { title: "Bizcocho sin gluten que no quede seco", body: "Probé con harina de arroz y quedó como una piedra. ¿Mezclas recomendadas?" },
        { title: "Cocinar para un celíaco en casa", body: "Mi pareja es celíaca y quiero evitar la contaminación cruzada. ¿Por dónde empiezo?" },
      ],
      en: [
        { title: "Dairy-free substitutes that actually taste good", body: "Looking for a cream replacement that works in sauces." },
        { title: "High-protein vegan breakfasts?", body: "Oats get boring. What else do you eat?" },
        { title: "Low-sodium cooking without bland food", body: "Doctor's orders. How do you keep flavour up?" },
      ],
    },
    replies: {
      es: [
        "Garbanzos especiados al horno, tofu marinado y revueltos de tofu. ¡Y huevos si los comes!",
        "Las lentejas rojas se hacen en 15 minutos y dan mucho juego.",
        "Mezcla harina de arroz con almidón de maíz y un poco de yogur: queda jugoso.",
        "Tablas y sartenes separadas, y cuidado con las especias, que algunas llevan trazas.",
        "Lee siempre las etiquetas, hasta en el embutido aparece el gluten.",
      ],
      en: [
        "Cashew cream! Soak, blend with water, done. Works in almost any sauce.",
        "Coconut milk for curries, oat cream for everything else.",
        "Tofu scramble with black salt tastes surprisingly eggy.",
        "Peanut butter toast with hemp seeds is my go-to.",
        "Acid and herbs: lemon, vinegar and loads of fresh herbs hide the missing salt.",
      ],
    },
  },
  presentacion: {
    threads: {
      es: [
        { title: "Fotos de comida con el móvil: ¿luz natural siempre?", body: "Mis fotos por la noche salen amarillas. ¿Algún truco?" },
        { title: "Emplatar un guiso para que no parezca un potaje cualquiera", body: "Sabe genial pero en el plato parece… marrón." },
        { title: "Platos oscuros o blancos para fotografiar", body: "Estoy pensando en comprar vajilla para mis fotos." },
      ],
      en: [
        { title: "Plating tips for a dinner party", body: "I want it to look special without being fussy." },
        { title: "Getting steam to show up in photos", body: "Is there a trick or is it all editing?" },
        { title: "Best angle for photographing a layer cake", body: "Overhead never shows the layers." },
      ],
    },
    replies: {
      es: [
        "Junto a una ventana y con una cartulina blanca de rebote. Nada de flash.",
        "Ajusta el balance de blancos a mano, la cámara del móvil se confunde con la luz cálida.",
        "Un poco de perejil picado, un hilo de aceite y servirlo en plato hondo de color claro.",
        "Pan tostado al lado y ya parece de restaurante.",
        "Los oscuros dan mucho ambiente, pero los blancos son más versátiles para empezar.",
      ],
      en: [
        "Odd numbers, height in the middle and wipe the rims of the plate.",
        "Keep the sauce under the protein, not over it.",
        "Backlight against a dark background makes steam pop.",
        "A three-quarter angle at cake height shows every layer.",
        "Cut a slice and pull it slightly out, that tells the story.",
      ],
    },
  },
};

/**
 * The Spanish long thread's replies (decision 098: 200 of them, as the live thread page and its
 * bench need), each an opener, a dish and a closing remark. With 8 openers, 25 dishes and 10
 * closings, reply i takes opener i mod 8, dish 7i mod 25 and closing 3i mod 10: no two of the first
 * 200 are the same (8 and 25 are coprime, and 7i mod 25 runs through every dish).
 */
function spanishDailyDishes(count: number): string[] {
  const openers = ["Hoy", "Para comer,", "Esta noche", "En casa hoy", "Aquí, de cena,", "Por fin", "Domingo de", "Ayer tocó"];
  const dishes = [
    "lentejas con chorizo, de las de toda la vida",
    "tortilla de patatas con cebolla",
    "pisto manchego con huevo frito encima",
    "merluza en salsa verde con almejas",
    "arroz al horno con lo que sobró del cocido",
    "crema de calabaza con un toque de jengibre",
    "pollo al ajillo con patatas panaderas",
    "ensalada de garbanzos con atún y pimiento asado",
    "croquetas de jamón, tanda de cincuenta para congelar",
    "bacalao al pil pil, a la tercera ha ligado",
    "salmorejo bien espeso con su huevo y su jamón",
    "fabada con compango del bueno",
    "marmitako con bonito de la costera",
    "berenjenas rellenas de carne gratinadas",
    "gazpacho de sandía, que apetecía algo fresco",
    "fideuá con alioli casero",
    "albóndigas en salsa de almendras",
    "patatas a la riojana con mucho pimentón",
    "pimientos del piquillo rellenos de bacalao",
    "empanada gallega de zamburiñas",
    "sopa de ajo con pan del día anterior",
    "calamares en su tinta con arroz blanco",
    "migas con uvas y chorizo",
    "cocido madrileño en tres vuelcos",
    "torrijas de leche, aunque no sea Semana Santa",
  ];
  const closings = [
    "¡Mañana repito!",
    "Salió de diez.",
    "Receta de mi madre.",
    "Hay para toda la semana.",
    "Los niños, encantados.",
    "La próxima vez, con menos sal.",
    "Me quedé sin pan para mojar.",
    "Primera vez que me sale así de bien.",
    "Con la receta de aquí, tal cual.",
    "Nada sobró, buena señal.",
  ];
  return Array.from({ length: count }, (_, i) => `${openers[i % openers.length]} ${dishes[(7 * i) % dishes.length]}. ${closings[(3 * i) % closings.length]}`);
}

/** How many replies the Spanish long thread holds: four pages of them, for the live thread page and its bench (decision 098). */
const SPANISH_LONG_THREAD_REPLIES = 200;

/** One long thread per language where everyone says what they cooked: the demo's long thread. */
export const longThread: Record<Lang, { title: string; body: string; category: string; replies: string[] }> = {
  es: {
    title: "¿Qué habéis cocinado hoy?",
    body: "Hilo para contar qué habéis hecho de comer o de cenar. ¡Fotos y enlaces bienvenidos!",
    category: "recetas-de-la-comunidad",
    replies: spanishDailyDishes(SPANISH_LONG_THREAD_REPLIES),
  },
  en: {
    title: "What did you cook today?",
    body: "Tell us what you made for lunch or dinner. Links to recipes welcome!",
    category: "recetas-de-la-comunidad",
    // Each line said again with a remark after it, so that its replies do not repeat word for word.
    replies: ["", " Making it again tomorrow!", " Turned out great.", " My mom's recipe.", " Leftovers for days.", " The kids loved it."].flatMap((suffix) =>
      [
      "Chicken noodle soup, perfect for a rainy day.",
      "Homemade pizza with a sourdough crust.",
      "Black bean tacos with quick pickled onions.",
      "Salmon with roasted broccoli and lemon.",
      "A big pot of chili for the week.",
      "Pancakes for dinner, no regrets.",
      "Mushroom risotto, stirred with patience.",
      "Thai green curry with whatever veg was left.",
    ].map((line) => `${line}${suffix}`),
    ),
  },
};
