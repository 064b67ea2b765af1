export { loader } from "./own-profile.server";

/** Never drawn: the loader always redirects. */
export default function OwnProfileRedirect() {
  return null;
}
