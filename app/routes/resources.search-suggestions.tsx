export { headers, loader } from "~/search-suggestions/suggestions-loader.server";
