export { verifyEmailAction as action, verifyEmailLoader as loader } from "~/auth/pages/verify-email-pages.server";
export { VerifyEmailPage as default, handle, meta } from "~/auth/pages/verify-email-pages";
