export { loader } from "~/search-suggestions/suggestions-loader.server";
