import { useTranslation } from "react-i18next";
import type { RecipeDetail } from "#api/contract/recipes";
import { type RecipeVideo, recipeVideo } from "~/areas/recipes/recipe-video";
import { RecipeImage } from "~/components/recipes/recipe-image";

const providerNames: Record<RecipeVideo["provider"], string | null> = { youtube: "YouTube", vimeo: "Vimeo", other: null };

/**
 * A poster that opens the video on its own site (docs/decisions/015-recipe-video.md): no frame, no
 * third-party script or image, so nothing loads from the video host until the cook asks for it.
 */
export function RecipeVideoLink({ recipe }: { recipe: RecipeDetail }) {
  const { t } = useTranslation("recipe");
  const video = recipeVideo(recipe.video_url);
  if (!video) return null;
  const provider = providerNames[video.provider];
  const label = provider ? t("detail.watchVideoOn", { provider }) : t("detail.watchVideo");
  return (
    <section aria-labelledby="video-title" className="print-hidden" data-video={video.provider}>
      <h2 id="video-title" className="text-2xl font-semibold">
        {t("detail.video")}
      </h2>
      <a
        href={video.watchUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="group relative mt-4 block aspect-video overflow-hidden rounded-xl border border-line bg-accent-soft"
      >
        {recipe.image ? <RecipeImage image={recipe.image} className="size-full object-cover" /> : null}
        <span className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/45 p-4 text-center text-white">
          <span
            aria-hidden="true"
            className="flex size-16 items-center justify-center rounded-full bg-accent text-2xl text-on-accent transition-transform duration-150 group-hover:scale-105"
          >
            ▶
          </span>
          <span className="rounded bg-black/70 px-3 py-1 font-semibold">
            {label} <span className="font-normal">{t("detail.opensInNewTab")}</span>
          </span>
        </span>
      </a>
    </section>
  );
}
