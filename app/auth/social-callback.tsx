export { loader } from "./social-callback.server";

/** Never drawn: the loader always redirects. */
export default function SocialCallback() {
  return null;
}
