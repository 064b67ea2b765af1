type VideoProvider = "youtube" | "vimeo" | "other";

export interface RecipeVideo {
  provider: VideoProvider;
  /** Where the link sends the cook: the video's own page. */
  watchUrl: string;
  /** The provider's player, for structured data only (the page never frames it). */
  embedUrl?: string;
}

/** An absolute http(s) address, else undefined. Without zod: this runs in the browser (docs/decisions/025). */
function httpUrl(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}

const youTubeId = /^[\w-]{6,20}$/;

function youTubeVideoId(url: URL): string | undefined {
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  if (host === "youtu.be") return url.pathname.split("/")[1];
  if (host !== "youtube.com" && host !== "youtube-nocookie.com") return undefined;
  if (url.pathname === "/watch") return url.searchParams.get("v") ?? undefined;
  const [, kind, id] = url.pathname.split("/");
  return kind === "embed" || kind === "shorts" || kind === "live" ? id : undefined;
}

function vimeoVideoId(url: URL): string | undefined {
  const host = url.hostname.replace(/^www\./, "");
  if (host === "vimeo.com") return url.pathname.split("/").find((part) => /^\d+$/.test(part));
  if (host === "player.vimeo.com") return url.pathname.match(/^\/video\/(\d+)/)?.[1];
  return undefined;
}

/**
 * A recipe's video_url as a safe link: YouTube and Vimeo addresses in any of their forms become the
 * canonical watch page (and a privacy-friendly player address for structured data); any other http(s)
 * address is linked as it is; anything else (javascript:, garbage) is no video at all.
 */
export function recipeVideo(videoUrl: string | null | undefined): RecipeVideo | undefined {
  const url = httpUrl(videoUrl?.trim());
  if (!url) return undefined;
  const youTube = youTubeVideoId(url);
  if (youTube && youTubeId.test(youTube)) {
    return { provider: "youtube", watchUrl: `https://www.youtube.com/watch?v=${youTube}`, embedUrl: `https://www.youtube-nocookie.com/embed/${youTube}` };
  }
  const vimeo = vimeoVideoId(url);
  if (vimeo) return { provider: "vimeo", watchUrl: `https://vimeo.com/${vimeo}`, embedUrl: `https://player.vimeo.com/video/${vimeo}?dnt=1` };
  return { provider: "other", watchUrl: url.href };
}
