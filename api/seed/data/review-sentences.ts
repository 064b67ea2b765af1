// What demo members write in their reviews, by rating band and language: a review is an opening,
// a detail and sometimes a closing sentence of its own band, so its words always match its stars.
// Every sentence ends with a full stop and contains no other one (tests split reviews on them).

export type ReviewBand = 2 | 3 | 4 | 5;

interface BandSentences {
  openings: string[];
  details: string[];
  closings: string[];
}

export const reviewSentences: Record<"es" | "en", Record<ReviewBand, BandSentences>> = {
  es: {
    5: {
      openings: [
        "Salió buenísima a la primera.",
        "Riquísima, de las que se quedan en el recetario.",
        "Espectacular, no sobró nada.",
        "Me ha encantado de principio a fin.",
        "Una receta redonda.",
        "En casa ya me la piden cada semana.",
        "Quedó como en un buen restaurante.",
        "Perfecta tal cual está escrita.",
        "De diez, sin exagerar.",
        "Sencillamente deliciosa.",
        "Triunfé con ella en una comida familiar.",
        "Mejor de lo que esperaba, y eso que esperaba mucho.",
      ],
      details: [
        "Los tiempos son exactos y las cantidades cuadran.",
        "Muy bien explicada, paso a paso.",
        "El punto de sal y de especias es justo el que buscaba.",
        "La hice para ocho personas y escalé las cantidades sin problema.",
        "Hasta mi hijo, que es de poco comer, repitió.",
        "La textura quedó perfecta, en su punto.",
        "Los ingredientes se encuentran en cualquier mercado.",
        "Me sorprendió lo fácil que es para lo bien que queda.",
        "El detalle del último paso marca la diferencia.",
        "Me recordó a la que hacía mi abuela.",
        "Se puede dejar hecha de víspera y gana todavía más.",
      ],
      closings: ["La repetiré seguro.", "Gracias por compartirla.", "Ya está entre mis favoritas.", "Totalmente recomendable.", "La próxima vez haré el doble.", "Cinco estrellas bien merecidas."],
    },
    4: {
      openings: [
        "Muy rica, con un pequeño ajuste.",
        "Buena receta, nos gustó mucho.",
        "Salió muy bien a la primera, casi perfecta.",
        "Muy sabrosa y fácil de seguir.",
        "Nos gustó bastante a todos.",
        "Rica y resultona para el día a día.",
        "Un acierto para una cena entre semana.",
        "Quedó muy bien, aunque la retocaría un poco.",
        "Sabrosa y nada complicada.",
      ],
      details: [
        "Le puse un poco menos de sal y quedó mejor.",
        "A mi horno le hicieron falta unos minutos más.",
        "La próxima vez añadiré algo más de especias.",
        "Tardé algo más de lo que indica, pero mereció la pena.",
        "Reduje un poco el aceite y no se notó.",
        "Le faltaba un toque de acidez y lo arreglé con limón.",
        "Con un poco más de fuego al final habría quedado perfecta.",
        "Me costó encontrar un ingrediente, pero lo sustituí sin problema.",
        "Las raciones son algo justas para cuatro.",
      ],
      closings: ["Aun así, muy recomendable.", "Volveré a hacerla con ese cambio.", "Es una buena base para jugar con ella.", "Para repetir.", "Merece la pena probarla."],
    },
    3: {
      openings: [
        "Está bien, sin más.",
        "Correcta, aunque esperaba algo más.",
        "Quedó aceptable.",
        "Resultado normalito.",
        "Se deja comer, pero no me enamoró.",
        "Ni fu ni fa.",
        "Cumple, sin sorprender.",
      ],
      details: [
        "Me quedó algo sosa y tuve que rectificar de sal.",
        "Los tiempos no me cuadraron y necesitó bastante más cocción.",
        "Las cantidades dan para menos raciones de las que dice.",
        "Un par de pasos se podrían explicar mejor.",
        "La textura quedó un poco pesada para mi gusto.",
        "Le falta algo de chispa, quizá más especias.",
        "El sabor es correcto, pero muy plano.",
      ],
      closings: ["Probaré a hacerla a mi manera.", "Puede que la repita con cambios.", "No está mal para salir del paso.", "Quizá fue cosa mía."],
    },
    2: {
      openings: ["No me convenció.", "Me decepcionó bastante.", "No salió como esperaba.", "Poco recomendable tal como está.", "No es para mí."],
      details: [
        "Con esas cantidades de líquido quedó aguada.",
        "Quedó demasiado salada siguiendo las medidas.",
        "Los tiempos de horno se quedan muy cortos.",
        "El sabor quedó apagado aunque seguí la receta al pie de la letra.",
        "Se me pegó al fondo a pesar de vigilarla.",
        "Faltan pasos importantes en la explicación.",
      ],
      closings: ["Revisaría las cantidades.", "No creo que la repita.", "Quizá con otra versión tenga más suerte."],
    },
  },
  en: {
    5: {
      openings: [
        "Turned out great on the first try.",
        "Absolutely delicious, a keeper.",
        "Spectacular, not a crumb left.",
        "Loved it from start to finish.",
        "A flawless recipe.",
        "My family now asks for it every week.",
        "Tasted like something from a good restaurant.",
        "Perfect exactly as written.",
        "A ten out of ten, no exaggeration.",
        "Simply wonderful.",
        "It was the star of a family lunch.",
      ],
      details: [
        "The timings are spot on and the amounts add up.",
        "Clear steps, easy to follow.",
        "The seasoning is exactly what I was after.",
        "I made it for eight and scaled the amounts without trouble.",
        "Even my picky son went back for seconds.",
        "The texture came out just right.",
        "Every ingredient was easy to find at the market.",
        "Surprisingly easy for how good it is.",
        "The tip in the last step makes all the difference.",
        "It reminded me of my grandmother's cooking.",
        "It keeps well overnight and tastes even better the next day.",
      ],
      closings: ["I will definitely make it again.", "Thanks for sharing it.", "It is now one of my favourites.", "Highly recommended.", "Next time I am doubling it.", "Five well-deserved stars."],
    },
    4: {
      openings: [
        "Really tasty, with one small tweak.",
        "Good recipe, we enjoyed it a lot.",
        "Came out very well, nearly perfect.",
        "Flavourful and easy to follow.",
        "Everyone liked it.",
        "A reliable weeknight dinner.",
        "Very good, though I would adjust it a little.",
        "Tasty and not at all fussy.",
      ],
      details: [
        "I used a little less salt and it was better for it.",
        "My oven needed a few more minutes.",
        "Next time I will add a bit more spice.",
        "It took me longer than stated, but it was worth it.",
        "I cut back on the oil and did not miss it.",
        "It needed a touch of acidity, so I added some lemon.",
        "A little more heat at the end would have made it perfect.",
        "One ingredient was hard to find, but a substitute worked fine.",
        "The portions are a bit small for four.",
      ],
      closings: ["Still highly recommended.", "I will make it again with that change.", "A good base to play with.", "Worth trying."],
    },
    3: {
      openings: ["It was fine, nothing more.", "Decent, though I expected more.", "An acceptable result.", "Pretty average.", "Edible, but I was not won over."],
      details: [
        "It came out a bit bland and needed more salt.",
        "The timings were off and it needed much longer to cook.",
        "It serves fewer people than it says.",
        "A couple of steps could be explained better.",
        "The texture was a little heavy for my taste.",
        "It lacks some spark, perhaps more spice.",
      ],
      closings: ["I will try my own take on it.", "I might make it again with changes.", "Fine in a pinch.", "Maybe it was just me."],
    },
    2: {
      openings: ["It did not work for me.", "Quite disappointing.", "Not what I hoped for.", "Hard to recommend as written."],
      details: [
        "With that much liquid it came out watery.",
        "Following the measurements it was far too salty.",
        "The oven times are much too short.",
        "It tasted flat even though I followed it to the letter.",
        "It stuck to the pan even though I watched it closely.",
      ],
      closings: ["I would check the amounts.", "I doubt I will make it again.", "Maybe another version will work better."],
    },
  },
};

/** The band a rating's words come from: 1 and 2 stars share the unhappy sentences. */
export function reviewBand(rating: number): ReviewBand {
  return Math.min(5, Math.max(2, Math.round(rating))) as ReviewBand;
}
