import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/platform/http/responses.server";

/** Any address no page claims: the 404 page, in the address's language. */
export async function loader({ request }: LoaderFunctionArgs) {
  throw notFound(request);
}
