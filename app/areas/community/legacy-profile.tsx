export { loader } from "./legacy-profile.server";

/** Never drawn: the loader always redirects or answers 404. */
export default function LegacyProfileRedirect() {
  return null;
}
