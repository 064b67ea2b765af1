/** Each language's built translations files, from the client build (scripts/translation-chunks-plugin.ts): "es", "es-later", … */
declare module "virtual:translation-chunks" {
  const translationChunks: Partial<Record<string, string>>;
  export default translationChunks;
}
