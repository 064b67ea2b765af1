import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { localTimeIn } from "../events/event-times";
import { createEvent, createEventRsvps } from "./factories";

const DAY = 86_400_000;

interface DemoEvent {
  slug: string;
  host: string;
  /** Days from the seed's day, and the hour it starts in its zone, how long it lasts. */
  inDays: number;
  at: string;
  hours: number;
  timeZone: string;
  mode: "online" | "in_person";
  place?: string;
  capacity: number;
  recipes: string[];
  guests: string[];
  es: { title: string; description: string };
  en: { title: string; description: string };
}

/** The demo's six events (issue 34, decision 106): past and coming, online and in person, one full with its waitlist. */
const demoEvents: DemoEvent[] = [
  {
    slug: "paella-en-directo",
    host: "carmen-montero",
    inDays: 5,
    at: "18:30",
    hours: 2,
    timeZone: "Europe/Madrid",
    mode: "online",
    capacity: 40,
    recipes: ["paella-valenciana", "paella-de-verduras"],
    guests: ["marta-gil", "javi-ortega", "nuria-puig"],
    es: {
      title: "Paella valenciana en directo",
      description:
        "Cocinamos juntos una paella valenciana de verdad: el sofrito, el punto del arroz y el socarrat. Ten a mano una paella o una sartén ancha.\n\nAl final, preguntas y respuestas sobre arroces.",
    },
    en: {
      title: "Live Valencian paella",
      description:
        "We cook a real Valencian paella together: the sofrito, the rice's point and the socarrat. Have a paella pan or a wide frying pan ready.\n\nQuestions and answers about rice at the end.",
    },
  },
  {
    slug: "tapas-night-in-london",
    host: "grace-holloway",
    inDays: 12,
    at: "19:00",
    hours: 3,
    timeZone: "Europe/London",
    mode: "in_person",
    place: "Borough Market demo kitchen, 8 Southwark St, London",
    capacity: 4,
    recipes: ["patatas-bravas", "gambas-al-ajillo", "croquetas-de-jamon"],
    guests: ["olivia-bennett", "lauramendez", "pablo-iturbe", "antonio-ruiz", "sofia-castro", "diego-vargas"],
    es: {
      title: "Noche de tapas en Londres",
      description: "Una mesa pequeña para cuatro: bravas, gambas al ajillo y croquetas de jamón, de la mano de Grace.\n\nTraemos los ingredientes; tú, las ganas.",
    },
    en: {
      title: "Tapas night in London",
      description: "A small table for four: bravas, garlic prawns and ham croquettes, with Grace.\n\nWe bring the ingredients; you bring the appetite.",
    },
  },
  {
    slug: "tacos-al-pastor-desde-mexico",
    host: "lucia-quispe",
    inDays: 9,
    at: "17:00",
    hours: 2,
    timeZone: "America/Mexico_City",
    mode: "online",
    capacity: 60,
    recipes: ["tacos-al-pastor", "guacamole"],
    guests: ["diego-vargas", "sofia-castro"],
    es: {
      title: "Tacos al pastor desde Ciudad de México",
      description: "El adobo de achiote, la piña y el trompo casero en una sartén. Cocina con nosotros desde casa y termina con un buen guacamole.",
    },
    en: {
      title: "Tacos al pastor from Mexico City",
      description: "The achiote marinade, the pineapple and a home-made trompo in a frying pan. Cook along from home and finish with a good guacamole.",
    },
  },
  {
    slug: "merienda-de-churros-con-chocolate",
    host: "admin",
    inDays: 24,
    at: "17:30",
    hours: 2,
    timeZone: "Europe/Madrid",
    mode: "in_person",
    place: "Cocina de Sazón, calle de Embajadores 35, Madrid",
    capacity: 16,
    recipes: ["churros-con-chocolate"],
    guests: ["marta-gil", "antonio-ruiz"],
    es: { title: "Merienda de churros con chocolate", description: "Masa, churrera y aceite caliente: aprendemos a hacer churros crujientes y un chocolate espeso para mojar." },
    en: { title: "Churros and hot chocolate afternoon", description: "Dough, churro maker and hot oil: we learn to make crisp churros and a thick hot chocolate to dip them in." },
  },
  {
    slug: "taller-de-tortilla-de-patatas",
    host: "grace-holloway",
    inDays: -20,
    at: "11:00",
    hours: 2,
    timeZone: "Europe/Madrid",
    mode: "in_person",
    place: "Mercado de San Fernando, calle de Embajadores 41, Madrid",
    capacity: 12,
    recipes: ["tortilla-de-patatas"],
    guests: ["javi-ortega", "lauramendez", "nuria-puig", "pablo-iturbe"],
    es: { title: "Taller de tortilla de patatas", description: "Con cebolla o sin ella, cuajada o jugosa: practicamos la vuelta y cada uno se lleva su tortilla." },
    en: { title: "Spanish omelette workshop", description: "With onion or without, set or runny: we practise the flip and everyone takes their omelette home." },
  },
  {
    slug: "ramen-shoyu-paso-a-paso",
    host: "kenji-sato",
    inDays: -45,
    at: "20:00",
    hours: 2,
    timeZone: "Asia/Tokyo",
    mode: "online",
    capacity: 50,
    recipes: ["ramen-shoyu", "gyozas-de-cerdo"],
    guests: ["olivia-bennett", "marta-gil"],
    es: { title: "Ramen shoyu paso a paso", description: "Caldo, tare y fideos: un ramen shoyu en casa, con gyozas mientras el caldo cuece." },
    en: { title: "Shoyu ramen step by step", description: "Broth, tare and noodles: a shoyu ramen at home, with gyozas while the broth simmers." },
  },
];

/** The demo's events, hosted by an AI chef, the demo host or the admin, with members going and, on the full one, waiting. */
export async function seedDemoEvents(db: Database, now = new Date()): Promise<number> {
  const slugs = [...new Set(demoEvents.flatMap((event) => [event.host, ...event.guests]))];
  const people = new Map((await db.select({ id: users.id, slug: users.slug }).from(users).where(inArray(users.slug, slugs))).map((row) => [row.slug, row.id]));
  let made = 0;
  for (const event of demoEvents) {
    const hostId = people.get(event.host);
    if (hostId === undefined) continue;
    const day = localTimeIn(new Date(now.getTime() + event.inDays * DAY), event.timeZone).slice(0, 10);
    const [hours, minutes] = event.at.split(":").map(Number) as [number, number];
    const end = `${String(hours + event.hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
    const { id } = await createEvent(
      db,
      hostId,
      {
        title_es: event.es.title,
        title_en: event.en.title,
        description_es: event.es.description,
        description_en: event.en.description,
        mode: event.mode,
        place: event.place ?? null,
        online_url: event.mode === "online" ? `https://meet.sazon.test/${event.slug}` : null,
        starts_local: `${day}T${event.at}`,
        ends_local: `${day}T${end}`,
        time_zone: event.timeZone,
        capacity: event.capacity,
        recipes: event.recipes,
      },
      { slug: event.slug },
    );
    const guests = event.guests.flatMap((slug) => people.get(slug) ?? []);
    await createEventRsvps(db, id, event.capacity, guests, new Date(now.getTime() - 10 * DAY));
    made++;
  }
  return made;
}
