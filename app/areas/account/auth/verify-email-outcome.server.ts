import type { LoaderFunctionArgs } from "@remix-run/node";
import { getTranslator } from "~/platform/i18n/i18next.server";

const outcomes = ["landing", "success", "failed", "already"] as const;
type Outcome = (typeof outcomes)[number];

/** /auth/verify-email-{outcome}: the outcome is the last part of the address (app/areas/account/auth/routes.ts). */
function outcomeOf(pathname: string): Outcome {
  return outcomes.find((outcome) => pathname.replace(/\/+$/, "").endsWith(`/verify-email-${outcome}`)) ?? "landing";
}

export async function loader({ request }: LoaderFunctionArgs) {
  const outcome = outcomeOf(new URL(request.url).pathname);
  const t = await getTranslator(request, "auth");
  return { outcome, meta: { title: t(`verify.${outcome}Title`), description: t(`verify.${outcome}Description`) } };
}
