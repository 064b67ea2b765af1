import { describe, expect, it } from "vitest";
import { recipeVideo } from "./recipe-video";

describe("recipe videos", () => {
  it("recognises YouTube addresses in all their forms", () => {
    const expected = { provider: "youtube", watchUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" };
    for (const url of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ]) {
      expect(recipeVideo(url), url).toEqual(expected);
    }
  });

  it("recognises Vimeo addresses", () => {
    const expected = { provider: "vimeo", watchUrl: "https://vimeo.com/76979871", embedUrl: "https://player.vimeo.com/video/76979871?dnt=1" };
    expect(recipeVideo("https://vimeo.com/76979871")).toEqual(expected);
    expect(recipeVideo("https://player.vimeo.com/video/76979871")).toEqual(expected);
  });

  it("links other web addresses as they are", () => {
    expect(recipeVideo("https://videos.example.com/paella.mp4")).toEqual({ provider: "other", watchUrl: "https://videos.example.com/paella.mp4" });
  });

  it("is no video for anything that is not an http(s) address", () => {
    for (const url of [null, undefined, "", "javascript:alert(1)", "data:text/html,hi", "not a url", "ftp://example.com/v.mp4"]) {
      expect(recipeVideo(url), String(url)).toBeUndefined();
    }
  });
});
