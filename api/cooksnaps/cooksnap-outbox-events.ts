import { z } from "zod";
import { outboxEventType } from "../outbox/outbox-events";

/** A cooksnap (decision 055): the cook's active day, and the recipe's author told (not when they cooked their own). */
export const cooksnapEvent = outboxEventType(
  "cooksnap",
  z.object({
    cooksnap: z.object({ id: z.number().int() }),
    cook: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    recipe: z.object({ id: z.number().int(), slug: z.string(), titleEs: z.string(), titleEn: z.string(), authorId: z.number().int() }),
  }),
  ({ cooksnap, cook, recipe }) => ({
    points: [],
    activity: [{ userId: cook.id }],
    notifications:
      recipe.authorId === cook.id
        ? []
        : [
            {
              userId: recipe.authorId,
              type: "cooksnap_posted",
              eventKey: `cooksnap:${cooksnap.id}`,
              facts: {
                actor: { id: cook.id, name: cook.name, slug: cook.slug },
                recipe: { id: recipe.id, slug: recipe.slug, title_es: recipe.titleEs, title_en: recipe.titleEn },
                link: `/receta/${recipe.slug}#cooksnaps`,
              },
            },
          ],
    badges: [{ userId: cook.id, candidates: ["streak_7"] }],
  }),
);
