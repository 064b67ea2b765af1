export { action, default, handle, loader, meta } from "~/auth/pages/sign-up-page";
