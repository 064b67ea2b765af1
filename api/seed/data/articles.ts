import type { ArticleKind } from "../../contract/articles";

/**
 * The demo's editorial articles (issue 34, decision 103): technique guides and ingredient stories in
 * both languages, by the demo's editor. A line that is only a recipe's address becomes its card; `cover`
 * names the recipe whose picture the article borrows.
 */
export interface DemoArticle {
  kind: ArticleKind;
  cover: string;
  related: string[];
  plusOnly?: boolean;
  /** Days before the seed's day it was published. */
  daysAgo: number;
  es: { title: string; dek: string; body: string };
  en: { title: string; dek: string; body: string };
}

export const demoArticles: DemoArticle[] = [
  {
    kind: "technique",
    cover: "pisto-manchego",
    related: ["pisto-manchego", "pollo-al-chilindron"],
    daysAgo: 3,
    es: {
      title: "El sofrito, paso a paso",
      dek: "Cebolla, ajo, pimiento y tomate a fuego lento: la base de media cocina española no admite prisas, y aquí te contamos por qué.",
      body: `El sofrito es la primera decisión de muchos guisos. Si sale bien, el plato ya tiene medio camino hecho; si se quema o se queda crudo, nada lo arregla después.

# La cebolla manda

Pica la cebolla fina y ponla en una sartén amplia con aceite de oliva generoso y una pizca de sal. La sal saca el agua y evita que se dore demasiado pronto. Cuenta con veinte minutos a fuego medio-bajo: tiene que quedar blanda, dulce y de color miel.

# Después, el pimiento y el ajo

Añade el pimiento en dados pequeños y, cuando empiece a ablandarse, el ajo picado. El ajo se quema en un minuto, así que nunca va el primero.

# El tomate, al final y sin miedo

Ralla tomates maduros y échalos cuando lo demás esté tierno. Deja que el agua se evapore hasta que el aceite vuelva a asomar por los bordes: esa es la señal de que el sofrito está listo.

Un buen ejemplo de todo esto es el pisto:

[pisto-manchego](/receta/pisto-manchego)

Haz el doble y congela la mitad en porciones: tendrás media cena resuelta cualquier día.`,
    },
    en: {
      title: "Sofrito, step by step",
      dek: "Onion, garlic, pepper and tomato over a low flame: the base of half of Spanish cooking won't be rushed, and here's why.",
      body: `Sofrito is the first decision in many stews. Get it right and the dish is halfway there; burn it or leave it raw and nothing fixes it later.

# The onion leads

Chop the onion finely and put it in a wide pan with plenty of olive oil and a pinch of salt. Salt draws out the water and keeps it from browning too soon. Allow twenty minutes over medium-low heat: it should end up soft, sweet and the colour of honey.

# Then the pepper and garlic

Add the diced pepper and, once it starts to soften, the chopped garlic. Garlic burns in a minute, so it never goes in first.

# Tomato last, and without fear

Grate ripe tomatoes and add them when everything else is tender. Let the water cook off until the oil shows again around the edges: that's the sign your sofrito is done.

Pisto is a fine example of all of this:

[pisto-manchego](/en/receta/pisto-manchego)

Make a double batch and freeze half in portions: half a dinner, sorted, any day of the week.`,
    },
  },
  {
    kind: "ingredient",
    cover: "paella-valenciana",
    related: ["paella-valenciana", "risotto-a-la-milanesa", "arroz-con-costra"],
    daysAgo: 10,
    es: {
      title: "Azafrán: el oro rojo de la despensa",
      dek: "Tres estigmas por flor, recogidos a mano al amanecer. Así se entiende su precio, y así se aprovecha cada hebra.",
      body: `El azafrán sale del crocus sativus, una flor morada que solo da tres estigmas rojos. Hacen falta unas ciento cincuenta mil flores para reunir un kilo, y se recogen a mano, de madrugada, antes de que el sol las abra del todo.

# Cómo reconocer el bueno

Las hebras deben ser rojas de punta a punta, secas y quebradizas, con un olor que recuerda a la miel y al heno. Desconfía del azafrán en polvo muy barato: a menudo lleva cúrcuma o colorante.

# Cómo usarlo

Tuesta las hebras unos segundos en una sartén seca, macháquelas en el mortero y disuélvelas en un poco de caldo caliente. Déjalo reposar diez minutos antes de añadirlo al guiso: así el color y el aroma se reparten por igual.

[paella-valenciana](/receta/paella-valenciana)

Fuera de España también brilla: el risotto a la milanesa es amarillo por la misma razón que una paella.`,
    },
    en: {
      title: "Saffron: the red gold of the pantry",
      dek: "Three stigmas per flower, picked by hand at dawn. That explains the price, and how to make every thread count.",
      body: `Saffron comes from crocus sativus, a purple flower that gives just three red stigmas. It takes around one hundred and fifty thousand flowers to gather a kilo, and they're picked by hand in the early morning, before the sun opens them fully.

# How to spot the good stuff

The threads should be red from tip to tip, dry and brittle, with a smell of honey and hay. Be wary of very cheap powdered saffron: it often contains turmeric or colouring.

# How to use it

Toast the threads for a few seconds in a dry pan, crush them in a mortar and dissolve them in a little hot stock. Let it sit for ten minutes before adding it to the pot, so the colour and aroma spread evenly.

[paella-valenciana](/en/receta/paella-valenciana)

It shines beyond Spain too: risotto alla milanese is yellow for the very same reason as a paella.`,
    },
  },
  {
    kind: "technique",
    cover: "bacalao-al-pil-pil",
    related: ["bacalao-al-pil-pil", "merluza-en-salsa-verde"],
    daysAgo: 17,
    es: {
      title: "Cómo ligar un pil pil sin que se corte",
      dek: "Aceite, ajo, bacalao y paciencia: la gelatina de la piel hace la magia si sabes moverla.",
      body: `El pil pil es una emulsión, como una mayonesa, pero sin huevo. Lo que une el aceite es la gelatina que suelta la piel del bacalao al calentarse despacio.

# Confitar, no freír

Dora unos ajos laminados en aceite de oliva suave y retíralos. Deja templar el aceite y pon el bacalao con la piel hacia arriba. El aceite debe estar a unos 60 grados: si burbujea, está demasiado caliente y la gelatina no saldrá.

# Mover la cazuela

Saca el bacalao, deja que el aceite se entibie y empieza a mover la cazuela en círculos, sin parar. Verás cómo el aceite se vuelve blanquecino y espeso. Si te cuesta, usa un colador: moverlo dentro del aceite acelera la emulsión.

# Si se corta

Añade una cucharada de agua tibia y vuelve a mover. Casi siempre se recupera.

[bacalao-al-pil-pil](/receta/bacalao-al-pil-pil)

La misma idea de gelatina y movimiento está detrás de la merluza en salsa verde.`,
    },
    en: {
      title: "How to bring pil pil together without it splitting",
      dek: "Oil, garlic, salt cod and patience: the gelatine in the skin does the magic if you know how to move it.",
      body: `Pil pil is an emulsion, like mayonnaise, but with no egg. What binds the oil is the gelatine the cod skin releases as it warms up slowly.

# Poach, don't fry

Brown some sliced garlic in mild olive oil and take it out. Let the oil cool a little and add the cod skin side up. The oil should be around 60 °C (140 °F): if it bubbles, it's too hot and the gelatine won't come out.

# Swirl the pan

Take the cod out, let the oil cool to lukewarm and start swirling the pan in circles, without stopping. The oil will turn pale and thick. If it's slow going, use a sieve: moving it through the oil speeds up the emulsion.

# If it splits

Add a spoonful of warm water and swirl again. It nearly always comes back.

[bacalao-al-pil-pil](/en/receta/bacalao-al-pil-pil)

The same idea of gelatine and movement is behind hake in green sauce.`,
    },
  },
  {
    kind: "ingredient",
    cover: "gazpacho-andaluz",
    related: ["gazpacho-andaluz", "salmorejo-cordobes", "pan-con-tomate"],
    daysAgo: 24,
    es: {
      title: "Tomates de verano: cuál usar para cada plato",
      dek: "Un tomate de ensalada no sirve para un gazpacho, ni uno de pera para un pan con tomate. Una guía rápida para el mercado.",
      body: `En agosto el tomate sabe a lo que debe. Pero no todos sirven para lo mismo, y elegir bien cambia el plato.

# Para triturar

El gazpacho y el salmorejo piden tomates muy maduros, carnosos y con poca agua, como el de pera. Si están algo blandos, mejor: tienen más azúcar.

[gazpacho-andaluz](/receta/gazpacho-andaluz)

# Para untar

El pan con tomate necesita tomates pequeños y jugosos, de colgar o de rama. Se parten por la mitad y se frotan sobre pan tostado hasta que solo queda la piel.

# Para comer crudos

Corazón de buey, rosa de Barbastro o raf: tomates grandes, con pocas semillas, que solo necesitan sal en escamas y buen aceite.

# Cómo guardarlos

Nunca en la nevera: el frío les quita aroma y textura. Déjalos en un lugar fresco, con el tallo hacia abajo.`,
    },
    en: {
      title: "Summer tomatoes: which one for which dish",
      dek: "A salad tomato won't do for gazpacho, nor a plum tomato for pan con tomate. A quick guide for the market.",
      body: `In August tomatoes taste the way they should. But they don't all do the same job, and choosing well changes the dish.

# For blending

Gazpacho and salmorejo want very ripe, meaty tomatoes with little water, such as plum tomatoes. If they're a bit soft, all the better: they have more sugar.

[gazpacho-andaluz](/en/receta/gazpacho-andaluz)

# For rubbing

Pan con tomate needs small, juicy hanging or vine tomatoes. Halve them and rub them over toasted bread until only the skin is left.

# For eating raw

Oxheart, Barbastro pink or raf: big tomatoes with few seeds that only need flaky salt and good oil.

# How to store them

Never in the fridge: cold robs them of aroma and texture. Keep them somewhere cool, stem side down.`,
    },
  },
  {
    kind: "technique",
    cover: "tortilla-de-patatas",
    related: ["tortilla-de-patatas", "huevos-rotos-con-jamon"],
    daysAgo: 31,
    es: {
      title: "La tortilla de patatas perfecta (con o sin cebolla)",
      dek: "Patata pochada, huevo a punto y una vuelta sin miedo. Los trucos que separan una tortilla seca de una jugosa.",
      body: `La discusión sobre la cebolla no se acabará nunca, pero en lo demás casi todos estamos de acuerdo: la patata se pocha, no se fríe.

# Pochar la patata

Corta las patatas en láminas finas e irregulares y cúbrelas de aceite de oliva a fuego medio. Tienen que quedar tiernas, casi deshechas, sin tomar color. Si llevas cebolla, va con ellas desde el principio.

# El reposo

Escurre bien y mezcla las patatas aún calientes con los huevos batidos y sal. Deja reposar diez minutos: la patata absorbe huevo y la tortilla queda más unida.

# Cuajar y dar la vuelta

Sartén bien caliente, una cucharada de aceite y la mezcla. Baja el fuego, mueve la sartén para despegar los bordes y, al minuto y medio, dale la vuelta con un plato, de un solo gesto. Otro minuto por el otro lado y fuera.

[tortilla-de-patatas](/receta/tortilla-de-patatas)

Si sobra patata pochada, unos huevos rotos con jamón son la mejor cena.`,
    },
    en: {
      title: "The perfect Spanish omelette (with or without onion)",
      dek: "Slow-cooked potato, egg just set and a fearless flip. The tricks that separate a dry tortilla from a juicy one.",
      body: `The onion debate will never end, but on everything else nearly everyone agrees: the potato is poached in oil, not fried.

# Poach the potato

Slice the potatoes thinly and unevenly and cover them in olive oil over medium heat. They should end up tender, almost falling apart, with no colour. If you use onion, it goes in with them from the start.

# The rest

Drain well and mix the still-warm potatoes with the beaten eggs and salt. Let it rest for ten minutes: the potato soaks up egg and the tortilla holds together better.

# Set and flip

A hot pan, a spoonful of oil and the mixture. Turn the heat down, shake the pan to loosen the edges and, after a minute and a half, flip it with a plate in one movement. Another minute on the other side and out.

[tortilla-de-patatas](/en/receta/tortilla-de-patatas)

If there's poached potato left over, huevos rotos with ham make the best dinner.`,
    },
  },
  {
    kind: "ingredient",
    cover: "croquetas-de-jamon",
    related: ["croquetas-de-jamon", "huevos-rotos-con-jamon"],
    plusOnly: true,
    daysAgo: 38,
    es: {
      title: "Jamón ibérico: cómo leer la etiqueta",
      dek: "Negra, roja, verde o blanca: el color del precinto dice qué comió el cerdo y cuánto de ibérico tiene. Te lo explicamos.",
      body: `Desde 2014 la norma del ibérico obliga a poner un precinto de color en cada pata. Saber leerlo es la mejor defensa contra las etiquetas confusas.

# Los cuatro colores

Negro: cerdo 100 % ibérico criado en libertad en la dehesa y alimentado de bellota. Rojo: bellota, pero con cruce de raza. Verde: cebo de campo, criado al aire libre con pienso y pastos. Blanco: cebo, criado en granja.

# Qué significa "de bellota"

La montanera va de octubre a marzo. El cerdo engorda comiendo bellotas y hierba, y esa grasa es la que se funde en la boca y brilla al cortar.

# Cómo cortarlo

Lonchas pequeñas y finas, casi transparentes, con algo de grasa en cada una. Sírvelo a temperatura ambiente: frío no sabe a nada.

# Qué hacer con los recortes

Los trozos cerca del hueso son perfectos para unas croquetas o para un caldo.

[croquetas-de-jamon](/receta/croquetas-de-jamon)

Y el hueso, envuelto en papel film, da sabor a un cocido entero.`,
    },
    en: {
      title: "Iberian ham: how to read the label",
      dek: "Black, red, green or white: the colour of the tag tells you what the pig ate and how Iberian it is. We explain.",
      body: `Since 2014 the Iberian ham rules require a coloured tag on every leg. Knowing how to read it is the best defence against confusing labels.

# The four colours

Black: 100% Iberian pig raised free on the dehesa and fed on acorns. Red: acorn-fed, but cross-bred. Green: field-fed, raised outdoors on feed and pasture. White: feed-fed, raised on a farm.

# What "acorn-fed" means

The montanera runs from October to March. The pig fattens on acorns and grass, and that fat is what melts in the mouth and shines as you slice it.

# How to slice it

Small, thin slices, almost translucent, with some fat on each one. Serve it at room temperature: cold, it tastes of nothing.

# What to do with the trimmings

The pieces near the bone are perfect for croquetas or for stock.

[croquetas-de-jamon](/en/receta/croquetas-de-jamon)

And the bone, wrapped in cling film, flavours a whole cocido.`,
    },
  },
  {
    kind: "technique",
    cover: "arroz-a-banda",
    related: ["arroz-a-banda", "arroz-negro", "fideua"],
    plusOnly: true,
    daysAgo: 45,
    es: {
      title: "El socarrat: el arte de quemar (un poco) el arroz",
      dek: "Esa capa crujiente del fondo de la paella no es un accidente. Cómo conseguirla sin que el arroz sepa a quemado.",
      body: `El socarrat es la costra tostada que se forma en el fondo de la paellera cuando el caldo se ha evaporado. Para muchos es lo mejor del plato.

# Una capa fina de arroz

El socarrat solo sale en arroces secos y en capa fina: no más de un dedo de grosor. Una paellera ancha y un fuego que llegue a todo el fondo son imprescindibles.

# Escuchar la paella

Cuando el arroz ha absorbido el caldo, sube el fuego uno o dos minutos. Oirás un crepitar suave, como de papel. Huele: debe oler a tostado, no a quemado.

# Reposar

Apaga, cubre con un paño limpio y deja reposar cinco minutos. El vapor suelta la costra del fondo y se raspa con facilidad.

[arroz-a-banda](/receta/arroz-a-banda)

El arroz negro y la fideuá también lo agradecen.`,
    },
    en: {
      title: "Socarrat: the art of (slightly) burning the rice",
      dek: "That crunchy layer at the bottom of a paella is no accident. How to get it without the rice tasting burnt.",
      body: `Socarrat is the toasted crust that forms at the bottom of the pan once the stock has cooked off. For many people it's the best part of the dish.

# A thin layer of rice

Socarrat only happens in dry rice dishes cooked in a thin layer: no thicker than a finger. A wide paella pan and a flame that reaches the whole base are essential.

# Listen to the pan

Once the rice has absorbed the stock, turn the heat up for one or two minutes. You'll hear a soft crackle, like paper. Smell it: it should smell toasted, not burnt.

# Rest

Turn off the heat, cover with a clean cloth and rest for five minutes. The steam loosens the crust and it scrapes up easily.

[arroz-a-banda](/en/receta/arroz-a-banda)

Black rice and fideuà are grateful for it too.`,
    },
  },
  {
    kind: "ingredient",
    cover: "pan-con-tomate",
    related: ["pan-con-tomate", "salmorejo-cordobes", "ajoblanco"],
    daysAgo: 52,
    es: {
      title: "Aceite de oliva virgen extra: una guía para no perderse",
      dek: "Arbequina, picual, hojiblanca… Qué cambia de una variedad a otra y cuándo merece la pena el aceite caro.",
      body: `El aceite de oliva virgen extra es zumo de aceituna sin más: prensado en frío y sin defectos de sabor. Dentro de esa categoría hay un mundo.

# Las variedades que más verás

Arbequina: suave, afrutada, con notas de almendra y manzana. Ideal para quien empieza. Picual: intensa, amarga y picante, aguanta bien el calor. Hojiblanca: equilibrada, con un punto herbáceo. Cornicabra: verde y picante, muy de Toledo.

# Cuándo gastar en aceite

Para freír, un aceite de oliva suave basta. Para crudo, donde se nota, usa el mejor que tengas: en un pan con tomate, un salmorejo o un ajoblanco el aceite es el plato.

[pan-con-tomate](/receta/pan-con-tomate)

# Cómo guardarlo

Lejos de la luz y del calor, bien cerrado. El aceite no mejora con los años: consúmelo antes de que cumpla uno desde la cosecha.`,
    },
    en: {
      title: "Extra virgin olive oil: a guide to not getting lost",
      dek: "Arbequina, picual, hojiblanca… What changes from one variety to another, and when the pricey bottle is worth it.",
      body: `Extra virgin olive oil is simply olive juice: cold-pressed and free of flavour defects. Within that category there's a whole world.

# The varieties you'll see most

Arbequina: mild and fruity, with hints of almond and apple. Ideal for beginners. Picual: intense, bitter and peppery, stands up well to heat. Hojiblanca: balanced, with a grassy touch. Cornicabra: green and peppery, very much from Toledo.

# When to spend on oil

For frying, a mild olive oil will do. For raw uses, where you can taste it, use the best you have: in pan con tomate, salmorejo or ajoblanco, the oil is the dish.

[pan-con-tomate](/en/receta/pan-con-tomate)

# How to store it

Away from light and heat, tightly closed. Oil doesn't improve with age: use it within a year of the harvest.`,
    },
  },
  {
    kind: "technique",
    cover: "cocido-madrileno",
    related: ["cocido-madrileno", "caldo-gallego", "fabada-asturiana"],
    daysAgo: 60,
    es: {
      title: "Caldos caseros: la base que lo cambia todo",
      dek: "Un buen caldo convierte un arroz corriente en uno memorable. Huesos, verduras, agua fría y tiempo.",
      body: `Un caldo casero no tiene secretos, pero sí reglas. La principal: empezar siempre con agua fría, para que los huesos suelten sabor y gelatina poco a poco.

# Caldo de pollo

Carcasas y alas, una cebolla, una zanahoria, un puerro y un trozo de apio. Cubre con agua fría, lleva a hervor suave y espuma durante los primeros veinte minutos. Después, dos horas a fuego mínimo, sin que llegue a hervir con fuerza.

# Caldo de pescado

Espinas y cabezas de pescado blanco, nunca azul. Solo cuarenta minutos: más tiempo lo vuelve amargo.

# Desgrasar y guardar

Deja enfriar el caldo en la nevera: la grasa sube y se retira en una sola pieza. Congélalo en tarros o en cubiteras.

[cocido-madrileno](/receta/cocido-madrileno)

El cocido es, al final, un caldo con compañía.`,
    },
    en: {
      title: "Homemade stocks: the base that changes everything",
      dek: "A good stock turns an ordinary rice dish into a memorable one. Bones, vegetables, cold water and time.",
      body: `Homemade stock has no secrets, but it does have rules. The main one: always start with cold water, so the bones release flavour and gelatine slowly.

# Chicken stock

Carcasses and wings, an onion, a carrot, a leek and a piece of celery. Cover with cold water, bring to a gentle simmer and skim for the first twenty minutes. Then two hours on the lowest heat, never at a rolling boil.

# Fish stock

Bones and heads of white fish, never oily fish. Just forty minutes: any longer turns it bitter.

# Skim and store

Cool the stock in the fridge: the fat rises and lifts off in one piece. Freeze it in jars or ice cube trays.

[cocido-madrileno](/en/receta/cocido-madrileno)

Cocido, in the end, is a stock with company.`,
    },
  },
  {
    kind: "ingredient",
    cover: "pimientos-de-padron",
    related: ["pimientos-de-padron", "pimientos-del-piquillo-rellenos-de-bacalao", "pollo-al-chilindron"],
    daysAgo: 68,
    es: {
      title: "Pimientos de Padrón: unos pican y otros no",
      dek: "La lotería más famosa de las tapas tiene explicación: el calor, el agua y el tamaño del pimiento.",
      body: `"Os pimentos de Padrón, uns pican e outros non." El dicho gallego es verdad, y la ciencia lo explica.

# Por qué pican algunos

La capsaicina, lo que pica, aumenta a medida que el pimiento madura y cuando la planta sufre calor o falta de agua. Por eso los pimientos de final de verano y los más grandes pican más a menudo.

# Cómo freírlos

Sartén con un dedo de aceite de oliva bien caliente. Los pimientos, secos, enteros y con su rabo. En un minuto la piel se ampolla: fuera, a un plato con papel y sal gorda por encima.

[pimientos-de-padron](/receta/pimientos-de-padron)

# Otros pimientos que merecen la pena

El piquillo de Lodosa, asado y pelado, es perfecto para rellenar. El choricero, seco, da color y sabor a guisos como el chilindrón.`,
    },
    en: {
      title: "Padrón peppers: some are hot and some are not",
      dek: "The most famous lottery in tapas has an explanation: heat, water and the size of the pepper.",
      body: `"Padrón peppers: some are hot and some are not." The Galician saying is true, and science explains it.

# Why some are hot

Capsaicin, the compound that burns, increases as the pepper ripens and when the plant suffers heat or lack of water. That's why late-summer and larger peppers are hot more often.

# How to fry them

A pan with a finger of very hot olive oil. The peppers go in dry, whole and with their stems. Within a minute the skin blisters: out onto paper, with coarse salt on top.

[pimientos-de-padron](/en/receta/pimientos-de-padron)

# Other peppers worth knowing

Piquillo peppers from Lodosa, roasted and peeled, are perfect for stuffing. Dried choricero peppers bring colour and flavour to stews such as chilindrón.`,
    },
  },
  {
    kind: "technique",
    cover: "croquetas-de-jamon",
    related: ["croquetas-de-jamon", "leche-frita"],
    daysAgo: 75,
    es: {
      title: "Bechamel sin grumos para unas croquetas cremosas",
      dek: "Mantequilla, harina y leche en la proporción justa, y el tiempo que la harina necesita para dejar de saber a harina.",
      body: `La croqueta perfecta es crujiente por fuera y casi líquida por dentro. Todo depende de la bechamel.

# La proporción

Para croquetas: 80 gramos de mantequilla, 90 de harina y un litro de leche entera. Menos harina y no se podrán formar; más, y quedarán pastosas.

# Tostar la harina

Derrite la mantequilla, añade la harina de golpe y remueve a fuego medio dos o tres minutos, hasta que huela a galleta. Si te saltas este paso, la masa sabrá a harina cruda.

# La leche, caliente y poco a poco

Añade la leche caliente en tres o cuatro veces, removiendo con varillas sin parar. Después, veinte minutos de cocción suave: la masa se despega de las paredes cuando está lista.

# Enfriar del todo

Extiende la masa en una fuente, cúbrela con film a piel y déjala en la nevera toda la noche.

[croquetas-de-jamon](/receta/croquetas-de-jamon)

La misma técnica, con azúcar y canela, da una leche frita.`,
    },
    en: {
      title: "Lump-free béchamel for creamy croquetas",
      dek: "Butter, flour and milk in just the right proportion, and the time the flour needs to stop tasting of flour.",
      body: `The perfect croqueta is crisp outside and almost liquid inside. It all comes down to the béchamel.

# The ratio

For croquetas: 80 grams of butter, 90 of flour and a litre of whole milk. Less flour and you can't shape them; more and they turn pasty.

# Toast the flour

Melt the butter, add the flour all at once and stir over medium heat for two or three minutes, until it smells like biscuits. Skip this step and the mixture will taste of raw flour.

# The milk, hot and little by little

Add the hot milk in three or four goes, whisking all the time. Then twenty minutes of gentle cooking: the mixture pulls away from the sides when it's ready.

# Chill completely

Spread the mixture in a dish, press cling film onto its surface and leave it in the fridge overnight.

[croquetas-de-jamon](/en/receta/croquetas-de-jamon)

The same technique, with sugar and cinnamon, gives you leche frita.`,
    },
  },
  {
    kind: "ingredient",
    cover: "lentejas-con-chorizo",
    related: ["lentejas-con-chorizo", "garbanzos-con-espinacas", "fabada-asturiana"],
    daysAgo: 82,
    es: {
      title: "Legumbres: del remojo a la olla sin que se rompan",
      dek: "Garbanzos, alubias y lentejas piden tratos distintos. Cuánto remojo, qué agua y cuándo echar la sal.",
      body: `Las legumbres son baratas, nutritivas y muy agradecidas, siempre que se traten bien.

# El remojo

Los garbanzos y las alubias necesitan entre ocho y doce horas en agua fría. Las lentejas pardinas, ninguno: se cuecen directamente en unos cuarenta minutos.

# Agua caliente o fría

Los garbanzos entran en la olla con el agua ya hirviendo; si los asustas con agua fría a mitad de cocción, se quedan duros. Las alubias, al revés: empiezan en frío y se "asustan" dos o tres veces con un chorro de agua fría para que no se rompa la piel.

# La sal, al final

La sal al principio endurece la piel de algunas legumbres. Sálalas cuando estén casi tiernas.

[lentejas-con-chorizo](/receta/lentejas-con-chorizo)

# Un truco de abuela

Una hoja de laurel y un chorrito de vinagre al servir: el laurel ayuda a la digestión y el vinagre despierta el guiso.`,
    },
    en: {
      title: "Pulses: from soaking to pot without them falling apart",
      dek: "Chickpeas, beans and lentils each want different treatment. How long to soak, which water and when to salt.",
      body: `Pulses are cheap, nutritious and very forgiving, as long as you treat them right.

# Soaking

Chickpeas and beans need eight to twelve hours in cold water. Small brown pardina lentils need none: they cook straight away in about forty minutes.

# Hot water or cold

Chickpeas go into water that is already boiling; shock them with cold water halfway through and they stay hard. Beans are the opposite: they start in cold water and get "shocked" two or three times with a splash of cold water so their skins don't split.

# Salt at the end

Salt at the start toughens the skins of some pulses. Season them when they're almost tender.

[lentejas-con-chorizo](/en/receta/lentejas-con-chorizo)

# A grandmother's trick

A bay leaf and a splash of vinegar when serving: the bay helps digestion and the vinegar wakes the stew up.`,
    },
  },
];
