import type { Bilingual } from "./types";

/** What a few demo recipes add beside the method (decision 078): notes and tips, what they make, their tools, their credit. */
interface SeedRecipeExtras {
  notes?: Bilingual;
  recipeYield?: Bilingual;
  equipment?: { es: string[]; en: string[] };
  source?: string;
}

const recipeExtras: Record<string, SeedRecipeExtras> = {
  "galletas-con-pepitas-de-chocolate": {
    recipeYield: { es: "24 galletas", en: "24 cookies" },
    equipment: { es: ["2 bandejas de horno", "Papel de horno", "Varillas eléctricas"], en: ["2 baking sheets", "Parchment paper", "Electric hand mixer"] },
    notes: {
      es: "Deja reposar la masa en la nevera al menos una hora: las galletas se extienden menos y quedan más gruesas.\nSácalas cuando los bordes estén dorados y el centro aún blando; terminan de hacerse en la bandeja.",
      en: "Chill the dough for at least an hour: the cookies spread less and bake up thicker.\nTake them out when the edges are golden and the centres still soft; they finish setting on the sheet.",
    },
  },
  "paella-valenciana": {
    recipeYield: { es: "Una paella de 40 cm", en: "One 16-inch paella" },
    equipment: { es: ["Paellera de 40 cm", "Quemador de paella o fuego grande"], en: ["16-inch paella pan", "Paella burner or a large hob"] },
    notes: {
      es: "No remuevas el arroz una vez repartido. Los últimos minutos a fuego vivo hacen el socarrat: escucharás cómo cruje.",
      en: "Do not stir the rice once it is spread out. The last minutes over high heat make the socarrat: you will hear it crackle.",
    },
    source: "Tradición de la huerta valenciana",
  },
  "croquetas-de-jamon": {
    recipeYield: { es: "Unas 30 croquetas", en: "About 30 croquettes" },
    equipment: { es: ["Cazo de fondo grueso", "Fuente para enfriar la masa"], en: ["Heavy-bottomed saucepan", "Shallow dish to chill the dough"] },
    notes: {
      es: "Se congelan muy bien ya rebozadas: fríelas sin descongelar, con el aceite un poco menos caliente.",
      en: "They freeze well once breaded: fry them straight from frozen, with the oil a little less hot.",
    },
  },
  "tarta-de-santiago": {
    equipment: { es: ["Molde de 24 cm", "Plantilla de la cruz de Santiago"], en: ["9-inch cake pan", "Cross of Saint James stencil"] },
    notes: {
      es: "Espolvorea el azúcar glas con la tarta ya fría y la plantilla apoyada, para que la cruz quede limpia.",
      en: "Dust the powdered sugar once the cake is cool, with the stencil resting on it, so the cross stays sharp.",
    },
    source: "Consejo Regulador de la IGP Tarta de Santiago",
  },
};

/** The recipe row's columns for a demo recipe's extras (empty when it has none). */
export function recipeExtrasColumns(slug: string) {
  const extras = recipeExtras[slug];
  if (!extras) return {};
  return {
    notesEs: extras.notes?.es ?? "",
    notesEn: extras.notes?.en ?? "",
    yieldEs: extras.recipeYield?.es ?? "",
    yieldEn: extras.recipeYield?.en ?? "",
    equipmentEs: extras.equipment?.es ?? [],
    equipmentEn: extras.equipment?.en ?? [],
    sourceName: extras.source ?? "",
  };
}
