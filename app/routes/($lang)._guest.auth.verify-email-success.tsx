import { outcomeLoader } from "~/auth/pages/verify-email-pages.server";

export { VerificationOutcomePage as default, handle, meta } from "~/auth/pages/verify-email-pages";
export const loader = outcomeLoader("success");
