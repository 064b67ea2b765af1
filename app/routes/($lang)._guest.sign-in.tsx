export { action, loader } from "~/auth/pages/sign-in-page.server";
export { default, handle, meta } from "~/auth/pages/sign-in-page";
