import { describe, expect, it } from "vitest";
import { findDurations } from "./step-durations";

const minutes = (value: number) => value * 60;
const hours = (value: number) => value * 3600;

// Step texts as the demo recipes write them (api/seed/data/recipes-*.ts).
describe("durations in a step's text", () => {
  it("reads whole minutes in Spanish and English", () => {
    expect(findDurations("Saca el pulpo y cuece las patatas con piel en la misma agua unos 20 minutos, hasta que estén tiernas.")).toEqual([{ seconds: minutes(20) }]);
    expect(findDurations("Lift out the octopus and boil the potatoes in their skins in the same water for about 20 minutes, until tender.")).toEqual([{ seconds: minutes(20) }]);
  });

  it("keeps several durations of one step in order", () => {
    expect(
      findDurations(
        "Cuécelo a fuego medio unos 40 minutos, hasta que al pinchar la parte gruesa del tentáculo esté tierno. Apaga el fuego y déjalo reposar 10 minutos en el agua.",
      ),
    ).toEqual([{ seconds: minutes(40) }, { seconds: minutes(10) }]);
    expect(
      findDurations("Melt the butter with the oil in a wide skillet and soften the onion over low heat for 8 minutes without browning. Add the ham and sauté for one minute."),
    ).toEqual([{ seconds: minutes(8) }, { seconds: minutes(1) }]);
  });

  it("reads ranges written with a dash, 'o', 'a', 'to' and 'or', ringing at the longer end", () => {
    expect(findDurations("Calienta el aceite de freír a 140 °C y confita las patatas 12-15 minutos, hasta que estén tiernas pero pálidas; sácalas y escúrrelas.")).toEqual([
      { seconds: minutes(15), fromSeconds: minutes(12) },
    ]);
    expect(findDurations("Dora la carne 3 o 4 minutos por cada lado.")).toEqual([{ seconds: minutes(4), fromSeconds: minutes(3) }]);
    expect(findDurations("Hornea de 20 a 25 minutos.")).toEqual([{ seconds: minutes(25), fromSeconds: minutes(20) }]);
    expect(findDurations("Sear the steaks 3 to 4 minutes per side, then rest.")).toEqual([{ seconds: minutes(4), fromSeconds: minutes(3) }]);
    expect(findDurations("Cook 1 or 2 minutes.")).toEqual([{ seconds: minutes(2), fromSeconds: minutes(1) }]);
    expect(findDurations("Cocina 5-7 min hasta que espese.")).toEqual([{ seconds: minutes(7), fromSeconds: minutes(5) }]);
    expect(findDurations("Hornea 35–40 minutos.")).toEqual([{ seconds: minutes(40), fromSeconds: minutes(35) }]);
  });

  it("reads hours, half hours and hours with minutes", () => {
    expect(
      findDurations("Cuece el cerdo en el agua con media cebolla, 4 dientes de ajo, el laurel y sal a fuego suave durante 1 hora y media, desespumando de vez en cuando."),
    ).toEqual([{ seconds: minutes(90) }]);
    expect(findDurations("Simmer the pork in the water with half the onion, 4 garlic cloves, the bay leaves and salt for 1½ hours, skimming now and then.")).toEqual([
      { seconds: minutes(90) },
    ]);
    expect(findDurations("Cuece a fuego suave 1 hora y 30 minutos.")).toEqual([{ seconds: minutes(90) }]);
    expect(findDurations("Braise for 1 hour 15 minutes, covered.")).toEqual([{ seconds: minutes(75) }]);
    expect(findDurations("Braise for 1 hour and 15 minutes.")).toEqual([{ seconds: minutes(75) }]);
    expect(findDurations("Deja la masa levar hora y media.")).toEqual([{ seconds: minutes(90) }]);
    expect(findDurations("Let the dough rise for an hour and a half.")).toEqual([{ seconds: minutes(90) }]);
    expect(findDurations("Todo el plato está listo de verdad en media hora.")).toEqual([{ seconds: minutes(30) }]);
    expect(findDurations("The whole dish is truly ready in half an hour.")).toEqual([{ seconds: minutes(30) }]);
    expect(findDurations("Refrigera al menos una hora.")).toEqual([{ seconds: hours(1) }]);
    expect(findDurations("Chill in the fridge for at least an hour.")).toEqual([{ seconds: hours(1) }]);
    expect(findDurations("Soak the chickpeas in cold water for 12 hours.")).toEqual([{ seconds: hours(12) }]);
    expect(findDurations("Reposa 2 h.")).toEqual([{ seconds: hours(2) }]);
  });

  it("reads seconds, number words and 'more'", () => {
    expect(findDurations("Añade el pimentón y remueve 30 segundos, sin que se queme.")).toEqual([{ seconds: 30 }]);
    expect(findDurations("Stir in the paprika for 30 seconds.")).toEqual([{ seconds: 30 }]);
    expect(findDurations("Aguacate machacado, listo en diez minutos.")).toEqual([{ seconds: minutes(10) }]);
    expect(findDurations("Echa los totopos en la salsa, mezcla un minuto para que se impregnen.")).toEqual([{ seconds: minutes(1) }]);
    expect(findDurations("Flip when bubbles appear on the surface and the edges look set, then cook one more minute.")).toEqual([{ seconds: minutes(1) }]);
    expect(findDurations("Simmer for 10 more minutes.")).toEqual([{ seconds: minutes(10) }]);
    expect(findDurations("Toss the chips into the sauce for a minute so they soak it up.")).toEqual([{ seconds: minutes(1) }]);
  });

  it("names no duration for vague times, temperatures and amounts", () => {
    expect(findDurations("Pasa las tortillas por el aceite caliente unos segundos para ablandarlas y después por la salsa.")).toEqual([]);
    expect(findDurations("Dip the tortillas in hot oil for a few seconds to soften them, then through the sauce.")).toEqual([]);
    expect(findDurations("Embadurna bien el cerdo con la marinada y déjalo reposar en la nevera toda la noche.")).toEqual([]);
    expect(findDurations("Marinate, covered, in the fridge overnight.")).toEqual([]);
    expect(findDurations("Sube el aceite a 180 °C y añade 2 huevos.")).toEqual([]);
    expect(findDurations("Peel the potatoes, cut them into rough 1¼-inch chunks.")).toEqual([]);
    expect(findDurations("Stir-fry for a few minutes.")).toEqual([]);
  });

  it("gives a duration the step repeats only once", () => {
    expect(findDurations("Cuece 5 minutos, da la vuelta y cuece otros 5 minutos.")).toEqual([{ seconds: minutes(5) }]);
  });
});
