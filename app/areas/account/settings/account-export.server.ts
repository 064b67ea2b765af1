import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportAccount } from "~/platform/api-client/account.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { requireMember } from "~/platform/access/current-user.server";

/** /settings/account/export: the member's data export as a file to save (only theirs: the API answers for the token's member). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const current = await requireMember(request, context);
  const exported = await exportAccount(await apiFor(request, context));
  const day = exported.exported_at.slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="sazon-${current.user.slug}-${day}.json"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
