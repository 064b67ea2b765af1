export { action, default, handle, loader, meta } from "~/auth/pages/sign-in-page";
