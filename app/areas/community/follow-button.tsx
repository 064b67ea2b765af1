import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { signInHref } from "~/platform/access/sign-in-link";
import { type FollowState, optimisticFollowState } from "~/areas/community/follow-state";
import { FormMessage } from "~/components/forms/form-message";
import { buttonBox } from "~/components/ui/button";
import { useHydrated } from "~/platform/http/use-hydrated";
import { ENHANCED_FIELD } from "~/platform/http/enhanced-form";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { CsrfField } from "~/platform/http/csrf-field";

/** What the profile's action answers the enhanced button. */
export type FollowAnswer = { intent: "follow" | "unfollow" | null; following?: boolean; followers_count?: number; error: string | null };

const primary = "bg-accent text-on-accent hover:bg-accent-hover";
const secondary = "border border-accent bg-surface text-accent hover:bg-accent-soft";

/** Following state as the reader should see it now: what is being sent wins over what was loaded. */
export function useFollowState(fetcher: ReturnType<typeof useFetcher<FollowAnswer>>, loaded: FollowState): FollowState {
  return optimisticFollowState(fetcher.formData?.get("intent"), loaded);
}

/**
 * Follow / Following. A plain form post to the profile's action without JavaScript; with it, a
 * fetcher that flips at once. Visitors get a link to sign in that comes back here; a member who
 * has not confirmed their e-mail, a link to do so (following notifies, decision 029).
 */
export function FollowButton({
  slug,
  name,
  signedIn,
  verified,
  following,
  fetcher,
}: {
  slug: string;
  name: string;
  signedIn: boolean;
  verified: boolean;
  following: boolean;
  fetcher: ReturnType<typeof useFetcher<FollowAnswer>>;
}) {
  const { t } = useTranslation("community");
  const to = useLocalizedPath();
  const locale = useLocale();
  const location = useLocation();
  const hydrated = useHydrated();
  const buttonClass = `${buttonBox} w-full rounded-lg px-5 font-semibold sm:w-auto`;

  if (!signedIn) {
    const here = `${location.pathname}${location.search}`;
    return (
      <Link to={signInHref(locale, here)} className={`${buttonClass} ${primary}`} data-follow-sign-in>
        {t("follow.signIn", { name })}
      </Link>
    );
  }

  if (!verified && !following) {
    return (
      <Link to={to("/auth/verify-email")} className={`${buttonClass} ${primary}`} data-follow-verify>
        {t("follow.verify", { name })}
      </Link>
    );
  }

  const error = fetcher.state === "idle" ? fetcher.data?.error : null;
  return (
    <div className="space-y-2">
      <fetcher.Form method="post" action={to(`/users/${slug}`)} preventScrollReset>
        <CsrfField />
        <input type="hidden" name="intent" value={following ? "unfollow" : "follow"} />
        {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
        <button type="submit" className={`${buttonClass} ${following ? secondary : primary}`} data-follow-button={following ? "following" : "follow"}>
          {following ? (
            <>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                <path d="M7.6 13.2 4.4 10l-1.1 1.1 4.3 4.3 9.1-9.1-1.1-1.1z" />
              </svg>
              {t("follow.following")}
              <span className="sr-only">, {t("follow.unfollowHint", { name })}</span>
            </>
          ) : (
            <>
              <span aria-hidden="true">{t("follow.follow")}</span>
              <span className="sr-only">{t("follow.followHint", { name })}</span>
            </>
          )}
        </button>
      </fetcher.Form>
      <div aria-live="polite" className="text-sm">
        {error ? (
          <FormMessage tone="error">{error}</FormMessage>
        ) : fetcher.state === "idle" && fetcher.data?.intent ? (
          <p className="sr-only">{t(fetcher.data.following ? "follow.nowFollowing" : "follow.stoppedFollowing", { name })}</p>
        ) : null}
      </div>
    </div>
  );
}
