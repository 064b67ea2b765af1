import { CooksnapItem } from "~/areas/recipes/recipe-cooksnaps";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import { listHref } from "~/areas/browse/list-query";
import { AiChefBadge } from "~/components/community/ai-chef-badge";
import { type FollowAnswer, FollowButton, useFollowState } from "~/areas/community/follow-button";
import { MemberAvatar } from "~/components/community/member-avatar";
import { ReviewItem } from "~/areas/reviews/review-item";
import { Breadcrumbs } from "~/components/navigation/breadcrumbs";
import { Pagination } from "~/components/navigation/pagination";
import { RecipeGrid } from "~/components/recipes/recipe-grid";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { formatMonth } from "~/platform/i18n/dates";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { ProfileRecipeLists } from "~/areas/my-kitchen/recipe-lists/profile-lists";
import { ProfileDetails } from "./profile-details";
import type { loader } from "./profile.server";
import { CursorPager } from "~/components/ui/cursor-pager";

export { action, loader } from "./profile.server";

export const handle = { i18n: ["community", "recipe", "browse", "recipe-lists"] };
export const meta = routeMeta;

const statLinkClass =
  "inline-flex min-h-11 items-center gap-1 rounded-full border border-line bg-surface px-4 text-sm text-ink-muted hover:bg-accent-soft hover:text-ink [&_strong]:font-semibold [&_strong]:text-ink [&_strong]:tabular-nums";

type ProfileData = ReturnType<typeof useLoaderData<typeof loader>>;

/** The member's card: avatar, name, bio, details, level and points, the counts that link on, and follow (or edit for oneself). */
function ProfileHeader({ profile, viewer, profilePath }: { profile: ProfileData["profile"]; viewer: ProfileData["viewer"]; profilePath: string }) {
  const { t } = useTranslation("community");
  const locale = useLocale();
  const to = useLocalizedPath();
  const fetcher = useFetcher<FollowAnswer>({ key: `follow:${profile.slug}` });
  const { following, followersCount } = useFollowState(fetcher, { following: viewer.following, followersCount: profile.followers_count });
  const strong = { strong: <strong /> };
  return (
    <header className="flex flex-col gap-6 rounded-xl border border-line bg-surface p-6 shadow-raised md:flex-row md:items-start">
      <MemberAvatar name={profile.name} avatarUrl={profile.avatar_url} size="lg" />
      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-semibold md:text-4xl">{profile.name}</h1>
          {profile.is_ai_chef ? <AiChefBadge /> : null}
        </div>
        {profile.bio ? (
          <p className="max-w-2xl text-lg whitespace-pre-line text-ink-muted" data-profile-bio>
            {profile.bio}
          </p>
        ) : null}
        <ProfileDetails location={profile.location} links={profile.links} />
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-muted">
          <span>{t("profile.joined", { date: formatMonth(profile.joined_at, locale) })}</span>
          {/* Null when the member keeps their activity private. */}
          {profile.level !== null && profile.points !== null ? (
            <>
              <span aria-hidden="true">·</span>
              <span className="font-semibold text-accent" data-profile-level={profile.level}>
                {t("profile.level", { level: profile.level })}
              </span>
              <span aria-hidden="true">·</span>
              <span className="tabular-nums" data-profile-points={profile.points}>
                {t("profile.points", { count: profile.points })}
              </span>
            </>
          ) : null}
        </p>
        <ul aria-label={t("profile.stats", { name: profile.name })} className="flex flex-wrap gap-2">
          <li>
            <Link to={`${profilePath}/followers`} className={statLinkClass} data-followers-count={followersCount}>
              <Trans t={t} i18nKey="profile.followers" count={followersCount} components={strong} />
            </Link>
          </li>
          <li>
            <Link to={`${profilePath}/following`} className={statLinkClass} data-following-count={profile.following_count}>
              <Trans t={t} i18nKey="profile.following" count={profile.following_count} components={strong} />
            </Link>
          </li>
          <li>
            <a href="#recipes" className={statLinkClass} data-recipes-count={profile.recipes_count}>
              <Trans t={t} i18nKey="profile.recipes" count={profile.recipes_count} components={strong} />
            </a>
          </li>
          {profile.reviews_count !== null ? (
            <li>
              <a href="#reviews" className={statLinkClass} data-reviews-count={profile.reviews_count}>
                <Trans t={t} i18nKey="profile.reviews" count={profile.reviews_count} components={strong} />
              </a>
            </li>
          ) : null}
        </ul>
      </div>
      <div className="md:shrink-0">
        {viewer.self ? (
          <div className="space-y-2 text-sm">
            <p className="text-ink-muted">{t("profile.yourProfile")}</p>
            <ButtonLink variant="secondary" to={to("/settings/profile")}>
              {t("profile.editProfile")}
            </ButtonLink>
          </div>
        ) : (
          <FollowButton slug={profile.slug} name={profile.name} signedIn={viewer.signedIn} verified={viewer.verified} following={following} fetcher={fetcher} />
        )}
      </div>
    </header>
  );
}

/** /users/{slug}: a member's (or AI chef's) public profile. */
export default function MemberProfilePage() {
  const { profile, viewer, recipes, paging, reviews, reviewsCursor, recipeLists, cooksnaps } = useLoaderData<typeof loader>();
  const { t } = useTranslation("community");
  const { t: tc } = useTranslation();
  const to = useLocalizedPath();
  const profilePath = to(`/users/${profile.slug}`);

  return (
    <div className="container-content py-8 md:py-12" data-profile={profile.slug}>
      <Breadcrumbs label={t("breadcrumb")} items={[{ name: tc("nav.home"), to: to("/") }, { name: profile.name }]} />

      <ProfileHeader profile={profile} viewer={viewer} profilePath={profilePath} />

      <section id="recipes" aria-labelledby="profile-recipes-title" className="mt-12 scroll-mt-4">
        <h2 id="profile-recipes-title" className="mb-4 text-2xl font-semibold">
          {t("profile.recipesTitle", { name: profile.name })}
        </h2>
        {recipes.length > 0 ? <RecipeGrid recipes={recipes} /> : <EmptyState muted>{t("profile.recipesEmpty", { name: profile.name })}</EmptyState>}
        <Pagination
          label={t("profile.recipesPagination")}
          currentPage={paging.currentPage}
          lastPage={paging.lastPage}
          hrefFor={(page) => `${listHref(profilePath, { page })}#recipes`}
        />
      </section>

      <ProfileRecipeLists lists={recipeLists} memberSlug={profile.slug} self={viewer.self} />

      {/* Their cooksnaps (decision 055): none listed for a member who keeps their activity private. */}
      {profile.reviews_count === null ? null : (
        <section id="cooksnaps" aria-labelledby="profile-cooksnaps-title" className="mt-12 scroll-mt-4" data-profile-cooksnaps>
          <h2 id="profile-cooksnaps-title" className="mb-4 text-2xl font-semibold">
            {t("cooksnaps.profileTitle")}
          </h2>
          {cooksnaps === null ? (
            <p className="text-ink-muted">{t("cooksnaps.profileUnavailable")}</p>
          ) : cooksnaps.length === 0 ? (
            <p className="text-ink-muted">{t("cooksnaps.profileEmpty", { name: profile.name })}</p>
          ) : (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {cooksnaps.map((cooksnap) => (
                <li key={cooksnap.id}>
                  <CooksnapItem cooksnap={cooksnap} showRecipe />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {/* A member who keeps their activity private has no reviews section for others. */}
      {profile.reviews_count === null ? null : (
        <section id="reviews" aria-labelledby="profile-reviews-title" className="mt-12 scroll-mt-4">
          <h2 id="profile-reviews-title" className="mb-4 text-2xl font-semibold">
            {t("profile.reviewsTitle")}
          </h2>
          {reviews === null ? (
            <EmptyState muted>{t("profile.reviewsUnavailable")}</EmptyState>
          ) : reviews.items.length === 0 ? (
            <EmptyState muted>{t("profile.reviewsEmpty", { name: profile.name })}</EmptyState>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2" data-profile-reviews>
              {reviews.items.map((review) => (
                <li key={review.id} className="flex [&>article]:w-full">
                  <ReviewItem review={review} headedBy="recipe" />
                </li>
              ))}
            </ul>
          )}
          <CursorPager
            label={t("reviews.pagination")}
            cursor={reviewsCursor}
            nextCursor={reviews?.nextCursor}
            firstLabel={t("profile.newestReviews")}
            nextLabel={t("profile.moreReviews")}
            hash="reviews"
            nextMarker="data-more-reviews"
            className="mt-6 flex flex-wrap gap-3"
          />
        </section>
      )}
    </div>
  );
}
