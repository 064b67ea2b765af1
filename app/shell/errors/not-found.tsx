export { loader } from "./not-found.server";

/** Never drawn: the loader always answers 404, which the locale layout's error boundary shows. */
export default function NoPage() {
  return null;
}
