import { and, desc, inArray, isNotNull, ne } from "drizzle-orm";
import sharp from "sharp";
import { storePhoto } from "../photos/photo-library";
import { processPhoto } from "../photos/photo-processing";
import type { PhotoStorage } from "../photos/photo-storage";
import type { Database } from "../db/client";
import { cooksnaps, recipes, users } from "../db/schema";

const DAY = 86_400_000;
/** Cooked before this day, like the other demo activity, so the seed is the same on every machine. */
const COOKED_UNTIL = Date.UTC(2026, 10, 20, 19, 30, 0);
/** The photo's size: one stored width (320), so each costs a few hundredths of a second to make. */
const PHOTO_WIDTH = 320;
const PHOTO_HEIGHT = 240;

/** Who cooked what they say, in their own language (decision 055); each on one of the most reviewed recipes. */
const demoCooksnaps: Array<{ member: string; comment: string; plate: string; sauce: string }> = [
  { member: "javi-ortega", comment: "La hice el domingo para toda la familia y no sobró nada.", plate: "#f5efe6", sauce: "#c2410c" },
  { member: "lauramendez", comment: "Con un poco menos de sal y más pimentón. ¡Repetiré!", plate: "#fdf6e3", sauce: "#b45309" },
  { member: "nuria-puig", comment: "Primera vez que me sale así de bien. Gracias por la receta.", plate: "#f1f5f9", sauce: "#65a30d" },
  { member: "james-obrien", comment: "Made it for friends on Friday; everyone asked for seconds.", plate: "#fafaf9", sauce: "#a16207" },
  { member: "mike-dawson", comment: "Swapped in what I had in the fridge and it still worked.", plate: "#f8fafc", sauce: "#9a3412" },
  { member: "sarah-kim", comment: "Easier than I expected. This one goes in my regular rotation.", plate: "#fefce8", sauce: "#15803d" },
];

/** A plate seen from above, drawn here: the photo pipeline takes it as any upload (decision 053). */
function platePicture(plate: string, sauce: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
<rect width="100%" height="100%" fill="#7c5a3a"/>
<circle cx="160" cy="120" r="104" fill="${plate}"/>
<circle cx="160" cy="120" r="70" fill="${sauce}"/>
<circle cx="138" cy="104" r="14" fill="#fef3c7" opacity="0.8"/>
<circle cx="184" cy="134" r="10" fill="#fef3c7" opacity="0.6"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A few cooksnaps ("Lo he cocinado") by demo members, in Spanish and English, on the most reviewed
 * recipes, so the recipe page's section and the members' profiles show some on a fresh start. The
 * photos go through the upload's own processing into `storage`; the recipes' counts follow by
 * migration 0021's trigger.
 */
export async function seedDemoCooksnaps(db: Database, storage: PhotoStorage) {
  const cooks = await db
    .select({ id: users.id, slug: users.slug })
    .from(users)
    .where(
      inArray(
        users.slug,
        demoCooksnaps.map((entry) => entry.member),
      ),
    );
  const popular = await db
    .select({ id: recipes.id, authorId: recipes.authorId })
    .from(recipes)
    .where(and(isNotNull(recipes.publishedAt), ne(recipes.reviewsCount, 0)))
    .orderBy(desc(recipes.reviewsCount), recipes.id)
    .limit(3);
  let made = 0;
  for (const [index, entry] of demoCooksnaps.entries()) {
    const cook = cooks.find((row) => row.slug === entry.member);
    const recipe = [...popular.slice(index % popular.length), ...popular].find((row) => row.authorId !== cook?.id);
    if (!cook || !recipe) continue;
    const processed = await processPhoto(new Uint8Array(await platePicture(entry.plate, entry.sauce)));
    if ("problem" in processed) throw new Error(`demo cooksnap photo: ${processed.problem}`);
    const photo = await storePhoto(db, storage, cook.id, processed);
    const cookedAt = new Date(COOKED_UNTIL - index * 3 * DAY);
    await db.insert(cooksnaps).values({
      recipeId: recipe.id,
      userId: cook.id,
      photoId: photo.id,
      comment: entry.comment,
      cookedOn: cookedAt.toISOString().slice(0, 10),
      createdAt: cookedAt,
    });
    made++;
  }
  return { cooksnaps: made };
}
