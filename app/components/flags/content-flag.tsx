import { Link, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { onDemand } from "~/components/on-demand";
import { signInHref } from "~/platform/access/sign-in-link";
import { useCurrentUser } from "~/platform/access/use-current-user";
import { useLocale } from "~/platform/i18n/use-locale";

/** `?avisado={kind}-{id}`: the flag just sent, thanked under that review or cooksnap. */
export const CONTENT_FLAGGED_PARAM = "avisado";

// Only members flag: the form stays out of a visitor's first load (decision 082).
const FlagForm = onDemand(() => import("./flag-form").then((module) => module.FlagForm));

/**
 * Under a review or a cooksnap (decision 097): for members other than its author, the flag form
 * (`intent=flag`, `flag_kind`, `flag_id`); for a visitor, an invitation to sign in and come back.
 */
export function ContentFlag({ kind, id, authorId, returnTo }: { kind: "review" | "cooksnap"; id: number; authorId: number; returnTo: string }) {
  const { t } = useTranslation("community");
  const user = useCurrentUser();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const post = `${kind}-${id}`;
  if (user === null) {
    return (
      <Link to={signInHref(locale, returnTo)} className="mt-2 inline-block text-sm text-ink-muted underline-offset-4 hover:underline" data-flag-sign-in={post}>
        {t("flagSignIn")}
      </Link>
    );
  }
  if (user.id === authorId) return null;
  return <FlagForm post={post} fields={{ flag_kind: kind, flag_id: String(id) }} flagged={searchParams.get(CONTENT_FLAGGED_PARAM) === post} />;
}
