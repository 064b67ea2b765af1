export { forgotAction as action, forgotLoader as loader } from "~/auth/pages/password-pages.server";
export { ForgotPasswordPage as default, handle, meta } from "~/auth/pages/password-pages";
