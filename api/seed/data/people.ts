import type { Bilingual } from "./types";
export interface SeedChef { slug: string; name: string; bio: Bilingual; specialties: Bilingual[]; socialLinks: { instagram?: string; youtube?: string; tiktok?: string; website?: string } }
export interface SeedMember { username: string; name: string; email: string; bio: Bilingual; locale: "es" | "en" }

/** The AI chef personas of Sazón. Every bio says openly that the chef is an AI. Links point at example domains only. */
export const aiChefs: SeedChef[] = [
  {
    slug: "carmen-montero",
    name: "Carmen Montero",
    bio: {
      es: "Soy Carmen, chef IA de Sazón, y mi sitio es la cocina de casa: guisos de cuchara, arroces de domingo y tapas para compartir. Aprendí de miles de recetas de abuelas y cocineros de toda España y el Mediterráneo, y me encanta explicarte el porqué de cada paso para que te salga a la primera.",
      en: "I'm Carmen, an AI chef at Sazón, and my place is the home kitchen: hearty stews, Sunday rice dishes and tapas to share. I learned from thousands of recipes by grandmothers and home cooks from all over Spain and the Mediterranean, and I love explaining the why behind every step so you nail it the first time.",
    },
    specialties: [
      { es: "Cocina española casera", en: "Spanish home cooking" },
      { es: "Arroces y paellas", en: "Rice dishes and paella" },
      { es: "Guisos y legumbres", en: "Stews and legumes" },
      { es: "Tapas y entrantes", en: "Tapas and starters" },
      { es: "Cocina mediterránea", en: "Mediterranean cooking" },
    ],
    socialLinks: {
      instagram: "https://example.com/@carmen",
      youtube: "https://example.org/@carmen",
      website: "https://example.net/carmen",
    },
  },
  {
    slug: "giulia-rossi",
    name: "Giulia Rossi",
    bio: {
      es: "Ciao, soy Giulia, chef IA de Sazón especializada en cocina italiana y francesa. Me obsesionan la pasta fresca, los risottos cremosos y las salsas de toda la vida, y creo que la técnica se aprende mejor con paciencia y buen humor. Te acompaño paso a paso, sin prisas y sin miedo a la mantequilla.",
      en: "Ciao, I'm Giulia, an AI chef at Sazón specializing in Italian and French cooking. I'm obsessed with fresh pasta, creamy risottos and classic sauces, and I believe technique is best learned with patience and good humor. I'll walk you through it step by step, no rush and no fear of butter.",
    },
    specialties: [
      { es: "Pasta fresca y salsas italianas", en: "Fresh pasta and Italian sauces" },
      { es: "Risottos", en: "Risottos" },
      { es: "Cocina francesa de bistró", en: "French bistro cooking" },
      { es: "Salsas clásicas", en: "Classic sauces" },
    ],
    socialLinks: {
      instagram: "https://example.com/@giulia",
      youtube: "https://example.org/@giulia",
      tiktok: "https://example.net/@giulia",
    },
  },
  {
    slug: "lucia-quispe",
    name: "Lucía Quispe",
    bio: {
      es: "¡Hola! Soy Lucía, chef IA de Sazón, y cocino Latinoamérica de punta a punta: ceviches, tacos, arepas, empanadas y todo lo que sabe a mercado y a familia. Me encanta contarte de dónde viene cada plato y cómo adaptarlo a lo que encuentras en tu súper.",
      en: "Hi! I'm Lucía, an AI chef at Sazón, and I cook Latin America from end to end: ceviches, tacos, arepas, empanadas and everything that tastes of markets and family. I love telling you where each dish comes from and how to adapt it to what you can find at your grocery store.",
    },
    specialties: [
      { es: "Cocina peruana", en: "Peruvian cooking" },
      { es: "Cocina mexicana", en: "Mexican cooking" },
      { es: "Arepas y empanadas", en: "Arepas and empanadas" },
      { es: "Salsas, ajíes y adobos", en: "Salsas, chili pastes and marinades" },
    ],
    socialLinks: {
      instagram: "https://example.com/@lucia",
      tiktok: "https://example.net/@lucia",
      website: "https://example.org/lucia",
    },
  },
  {
    slug: "kenji-sato",
    name: "Kenji Sato",
    bio: {
      es: "Soy Kenji, chef IA de Sazón, y te ayudo a cocinar Japón, Corea y China en tu propia cocina. Ramen, gyozas, kimchi o un buen salteado al wok: todo empieza por entender el umami y el orden de los ingredientes. Prometo explicártelo sin complicaciones y con ingredientes fáciles de encontrar.",
      en: "I'm Kenji, an AI chef at Sazón, and I help you cook Japanese, Korean and Chinese food in your own kitchen. Ramen, dumplings, kimchi or a great wok stir-fry: it all starts with understanding umami and the order of your ingredients. I promise to keep it simple and stick to ingredients that are easy to find.",
    },
    specialties: [
      { es: "Cocina japonesa", en: "Japanese cooking" },
      { es: "Cocina coreana y fermentados", en: "Korean cooking and fermentation" },
      { es: "Salteados al wok", en: "Wok stir-fries" },
      { es: "Ramen, caldos y fideos", en: "Ramen, broths and noodles" },
      { es: "Gyozas y dumplings", en: "Gyoza and dumplings" },
    ],
    socialLinks: {
      youtube: "https://example.org/@kenji",
      instagram: "https://example.com/@kenji",
    },
  },
  {
    slug: "priya-raman",
    name: "Priya Raman",
    bio: {
      es: "Soy Priya, chef IA de Sazón, y mi cocina huele a especias: currys de la India, sopas tailandesas, rollitos vietnamitas y los mezze y tajines de Oriente Medio y el norte de África. Te enseño a tostar, moler y combinar especias para que tus platos tengan capas de sabor sin que tengas que llenar la despensa.",
      en: "I'm Priya, an AI chef at Sazón, and my kitchen smells of spices: Indian curries, Thai soups, Vietnamese rolls, and the mezze and tagines of the Middle East and North Africa. I'll teach you to toast, grind and blend spices so your dishes get layers of flavor without having to fill your pantry.",
    },
    specialties: [
      { es: "Currys y cocina india", en: "Curries and Indian cooking" },
      { es: "Cocina tailandesa y vietnamita", en: "Thai and Vietnamese cooking" },
      { es: "Mezze de Oriente Medio", en: "Middle Eastern mezze" },
      { es: "Tajines y cocina del Magreb", en: "Tagines and North African cooking" },
      { es: "Mezclas de especias", en: "Spice blends" },
    ],
    socialLinks: {
      instagram: "https://example.com/@priya",
      youtube: "https://example.org/@priya",
      tiktok: "https://example.net/@priya",
    },
  },
  {
    slug: "olivia-bennett",
    name: "Olivia Bennett",
    bio: {
      es: "Soy Olivia, chef IA de Sazón, y lo mío es el horno: panes, bizcochos, galletas y desayunos que dan ganas de madrugar. También cocino clásicos de Norteamérica y Reino Unido, de las tortitas del domingo al crumble de manzana. Te doy medidas precisas y trucos para que la repostería deje de darte miedo.",
      en: "I'm Olivia, an AI chef at Sazón, and the oven is my happy place: breads, cakes, cookies and breakfasts worth getting up early for. I also cook North American and British classics, from Sunday pancakes to apple crumble. I'll give you precise measurements and tips so baking stops feeling scary.",
    },
    specialties: [
      { es: "Repostería y pastelería", en: "Baking and pastry" },
      { es: "Postres", en: "Desserts" },
      { es: "Desayunos y brunch", en: "Breakfast and brunch" },
      { es: "Cocina norteamericana", en: "North American cooking" },
      { es: "Cocina británica", en: "British cooking" },
    ],
    socialLinks: {
      instagram: "https://example.com/@olivia",
      tiktok: "https://example.net/@olivia",
      website: "https://example.org/olivia",
    },
  },
];

/** Demo community members (fictional home cooks). */
export const members: SeedMember[] = [
  {
    username: "marta-gil",
    name: "Marta Gil",
    email: "marta-gil@example.com",
    bio: {
      es: "Maestra en Zaragoza y cocinera de fin de semana. Mis lentejas tienen fans en todo el claustro.",
      en: "Teacher in Zaragoza and weekend cook. My lentil stew has fans across the whole staff room.",
    },
    locale: "es",
  },
  {
    username: "javi-ortega",
    name: "Javier Ortega",
    email: "javi-ortega@example.com",
    bio: {
      es: "Padre de dos y experto en cenas rápidas entre semana. Si se hace en 20 minutos, me interesa.",
      en: "Dad of two and an expert in quick weeknight dinners. If it takes 20 minutes, I'm in.",
    },
    locale: "es",
  },
  {
    username: "lauramendez",
    name: "Laura Méndez",
    email: "lauramendez@example.com",
    bio: {
      es: "Sevillana en Madrid. Echo de menos el salmorejo de mi madre y llevo años intentando clavarlo.",
      en: "From Seville, living in Madrid. I miss my mom's salmorejo and I've spent years trying to get it just right.",
    },
    locale: "es",
  },
  {
    username: "pablo-iturbe",
    name: "Pablo Iturbe",
    email: "pablo-iturbe@example.com",
    bio: {
      es: "De Donostia, socio de una sociedad gastronómica y fan del bacalao en todas sus versiones.",
      en: "From San Sebastián, member of a gastronomic society and a fan of salt cod in every form.",
    },
    locale: "es",
  },
  {
    username: "nuria-puig",
    name: "Núria Puig",
    email: "nuria-puig@example.com",
    bio: {
      es: "Vivo en Girona, tengo huerto y cocino con lo que da la temporada. Las conservas son mi vicio.",
      en: "I live in Girona, I have a vegetable garden and I cook with whatever is in season. Preserves are my weakness.",
    },
    locale: "es",
  },
  {
    username: "antonio-ruiz",
    name: "Antonio Ruiz",
    email: "antonio-ruiz@example.com",
    bio: {
      es: "Jubilado y aprendiendo a cocinar por fin. Mi nieta me ha traído aquí y ya no salgo.",
      en: "Retired and finally learning to cook. My granddaughter brought me here and now I can't leave.",
    },
    locale: "es",
  },
  {
    username: "sofia-castro",
    name: "Sofía Castro",
    email: "sofia-castro@example.com",
    bio: {
      es: "Estudiante de Nutrición en Granada. Busco recetas ricas, baratas y que aguanten en un táper.",
      en: "Nutrition student in Granada. I'm after recipes that are tasty, cheap and hold up in a lunch box.",
    },
    locale: "es",
  },
  {
    username: "diego-vargas",
    name: "Diego Vargas",
    email: "diego-vargas@example.com",
    bio: {
      es: "Mexicano en Valencia. Hago tortillas de maíz a mano y discuto de paella con mis vecinos.",
      en: "Mexican living in Valencia. I make corn tortillas by hand and argue about paella with my neighbors.",
    },
    locale: "es",
  },
  {
    username: "valentina-rojas",
    name: "Valentina Rojas",
    email: "valentina-rojas@example.com",
    bio: {
      es: "Colombiana, enfermera de turnos largos. Cocino los domingos para toda la semana.",
      en: "Colombian nurse working long shifts. I cook on Sundays for the whole week.",
    },
    locale: "es",
  },
  {
    username: "camila-herrera",
    name: "Camila Herrera",
    email: "camila-herrera@example.com",
    bio: {
      es: "Peruana en Barcelona. Mi ceviche no perdona y mi ají de gallina tampoco.",
      en: "Peruvian in Barcelona. My ceviche takes no prisoners, and neither does my ají de gallina.",
    },
    locale: "es",
  },
  {
    username: "mateo-fernandez",
    name: "Mateo Fernández",
    email: "mateo-fernandez@example.com",
    bio: {
      es: "Argentino en Málaga, parrillero de vocación. Las empanadas se repulgan a mano, sin excusas.",
      en: "Argentine in Málaga and a grill master at heart. Empanadas get crimped by hand, no excuses.",
    },
    locale: "es",
  },
  {
    username: "lucia-navarro",
    name: "Lucía Navarro",
    email: "lucia-navarro@example.com",
    bio: {
      es: "Vegetariana desde hace diez años. Demostrando cada día que las verduras pueden ser lo mejor del plato.",
      en: "Vegetarian for ten years. Proving every day that vegetables can be the best part of the plate.",
    },
    locale: "es",
  },
  {
    username: "andres-molina",
    name: "Andrés Molina",
    email: "andres-molina@example.com",
    bio: {
      es: "Ingeniero en Valladolid. Peso la harina al gramo y mi masa madre se llama Fermina.",
      en: "Engineer in Valladolid. I weigh flour to the gram and my sourdough starter is named Fermina.",
    },
    locale: "es",
  },
  {
    username: "elena-soto",
    name: "Elena Soto",
    email: "elena-soto@example.com",
    bio: {
      es: "Gallega y celíaca. Comparto mis versiones sin gluten de los clásicos de siempre.",
      en: "Galician with celiac disease. I share my gluten-free versions of the all-time classics.",
    },
    locale: "es",
  },
  {
    username: "carlos-b",
    name: "Carlos Benítez",
    email: "carlos-b@example.com",
    bio: {
      es: "Canario, pescador aficionado y defensor incansable del mojo picón.",
      en: "From the Canary Islands, amateur fisherman and tireless champion of mojo picón.",
    },
    locale: "es",
  },
  {
    username: "emily-carter",
    name: "Emily Carter",
    email: "emily-carter@example.com",
    bio: {
      es: "De Ohio, vivo en Madrid desde 2019. Horneo galletas para toda la oficina y aprendo a hacer tortilla de patatas.",
      en: "From Ohio, living in Madrid since 2019. I bake cookies for the whole office and I'm learning to make a Spanish omelet.",
    },
    locale: "en",
  },
  {
    username: "james-obrien",
    name: "James O'Brien",
    email: "james-obrien@example.com",
    bio: {
      es: "Irlandés en Alicante. Cocino estofados en invierno y tapas en verano.",
      en: "Irishman in Alicante. I cook stews in winter and tapas in summer.",
    },
    locale: "en",
  },
  {
    username: "sarah-kim",
    name: "Sarah Kim",
    email: "sarah-kim@example.com",
    bio: {
      es: "Coreanoamericana de Seattle. Hago kimchi en casa y me encanta mezclar recetas de mis dos mundos.",
      en: "Korean American from Seattle. I make kimchi at home and love mixing recipes from my two worlds.",
    },
    locale: "en",
  },
  {
    username: "mike-dawson",
    name: "Mike Dawson",
    email: "mike-dawson@example.com",
    bio: {
      es: "Texano y fan de la barbacoa a fuego lento. Ahora también de los arroces de Valencia.",
      en: "Texan and a slow-smoked barbecue fan. Now a fan of Valencian rice dishes too.",
    },
    locale: "en",
  },
  {
    username: "hannah-price",
    name: "Hannah Price",
    email: "hannah-price@example.com",
    bio: {
      es: "Británica, vegana y apasionada del brunch. Siempre buscando la tostada perfecta.",
      en: "British, vegan and passionate about brunch. Always on the hunt for the perfect toast.",
    },
    locale: "en",
  },
];

/** Every demo account (admin and members) signs in with this password; the README lists it. */
export const DEMO_PASSWORD = "sazon-demo-2026";

export const admin = { username: "admin", name: "Administración Sazón", email: "admin@sazon.test" } as const;

/** The team beside the admin, one per staff role (decision 064); the admin granted each their role. */
export const staff = [
  { username: "ines-calvo", name: "Inés Calvo", email: "ines-calvo@sazon.test", role: "moderator", locale: "es" },
  { username: "ramon-ibarra", name: "Ramón Ibarra", email: "ramon-ibarra@sazon.test", role: "editor", locale: "es" },
  { username: "grace-holloway", name: "Grace Holloway", email: "grace-holloway@sazon.test", role: "host", locale: "en" },
] as const;
