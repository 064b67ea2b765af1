export { resetAction as action, resetLoader as loader } from "~/auth/pages/password-pages.server";
export { ResetPasswordPage as default, handle, meta } from "~/auth/pages/password-pages";
