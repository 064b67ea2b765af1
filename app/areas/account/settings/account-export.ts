export { loader } from "./account-export.server";
