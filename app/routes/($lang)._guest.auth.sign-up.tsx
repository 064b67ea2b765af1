export { action, loader } from "~/auth/pages/sign-up-page.server";
export { default, handle, meta } from "~/auth/pages/sign-up-page";
