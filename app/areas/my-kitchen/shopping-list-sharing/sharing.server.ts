import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getShoppingList } from "~/platform/api-client/shopping-list.server";
import { answerShoppingListInvitation, inviteToShoppingList, removeFromShoppingList } from "~/platform/api-client/shopping-list-sharing.server";
import { requireMember } from "~/platform/access/current-user.server";
import { isEnhancedSubmission } from "~/platform/http/enhanced-form";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { type SharingAnswer, sharingFormSchema } from "./sharing-form";

/** Only a refused form is drawn here (with a way back to the list): the list is the page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const t = await getTranslator(request, "shopping-sharing");
  return { meta: { title: t("people.title"), noindex: true } };
}

/**
 * Invites someone to the list, removes someone from it, leaves it, or answers an invitation. A
 * plain post goes back to the list (the member who left or declined, to their own; who accepted, to
 * the list they joined) with `?sharing=`; the enhanced forms get data. A refusal (§8: oneself,
 * already on the list) keeps what was typed.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const current = await requireMember(request, context);
  const locale = requestLocale(request);
  const form = await request.formData();
  const fields = Object.fromEntries([...form].filter(([, value]) => typeof value === "string")) as Record<string, string>;
  const parsed = sharingFormSchema.safeParse(fields);
  const t = await getTranslator(request, "shopping-sharing");
  if (!parsed.success) return data<SharingAnswer>({ intent: fields.intent ?? "", error: t("errors.invalid"), handle: fields.handle }, { status: 422 });
  const input = parsed.data;
  const api = await apiFor(request, context);
  try {
    if (input.intent === "accept" || input.intent === "decline") {
      await answerShoppingListInvitation(api, input.list, input.intent === "accept");
      const query: Record<string, string> = input.intent === "accept" ? { list: String(input.list), sharing: "accepted" } : { sharing: "declined" };
      throw redirect(`${localizePath("/user/shopping-list", locale)}?${new URLSearchParams(query)}`, 303);
    }
    const listId = input.list ?? (await getShoppingList(api)).id;
    const message =
      input.intent === "invite"
        ? (await inviteToShoppingList(api, listId, input.handle)).message
        : (await removeFromShoppingList(api, listId, input.intent === "leave" ? current.user.slug : input.member)).message;
    if (!isEnhancedSubmission(form)) {
      const list = input.intent === "leave" ? "" : input.list;
      const outcome = ({ invite: "invited", remove: "removed", leave: "left" } as const)[input.intent];
      throw redirect(`${localizePath("/user/shopping-list", locale)}?${new URLSearchParams({ ...(list ? { list: String(list) } : {}), sharing: outcome })}`, 303);
    }
    return data<SharingAnswer>({ intent: input.intent, message });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return data<SharingAnswer>({ intent: input.intent, error: error.message, handle: "handle" in input ? input.handle : undefined }, { status: error.status ?? 503 });
  }
}
