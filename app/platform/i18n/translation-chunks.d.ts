/** Each language's built translations file, from the client build (scripts/translation-chunks-plugin.ts). */
declare module "virtual:translation-chunks" {
  const translationChunks: Partial<Record<import("./locales").Locale, string>>;
  export default translationChunks;
}
