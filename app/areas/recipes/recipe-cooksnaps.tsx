import { useEffect, useRef, useState } from "react";
import { Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Cooksnap } from "#api/contract/cooksnaps";
import { signInHref } from "~/platform/access/sign-in-link";
import { useCurrentUser } from "~/platform/access/use-current-user";
import { FormMessage } from "~/components/forms/form-message";
import { onDemand } from "~/components/on-demand";
import { ContentFlag } from "~/components/flags/content-flag";
import { MemberPhoto } from "~/components/recipes/member-photo";
import { ButtonLink } from "~/components/ui/button";
import { formatDate } from "~/platform/i18n/dates";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import type { CooksnapAnswer } from "./cooksnap-action.server";

// Only verified members post cooksnaps: the form stays out of a visitor's first load (decision 082).
const CooksnapForm = onDemand(() => import("./cooksnap-form").then((module) => module.CooksnapForm));

/**
 * One cooksnap: the photo, who cooked it (linking to their profile), when, and what they said;
 * `flagFrom`, where a flag (decision 097) comes back to. One hidden or removed reaches only its cook, marked.
 */
export function CooksnapItem({ cooksnap, showRecipe = false, flagFrom }: { cooksnap: Cooksnap; showRecipe?: boolean; flagFrom?: string }) {
  const { t } = useTranslation("community");
  const to = useLocalizedPath();
  const locale = useLocale();
  return (
    <figure id={`cooksnap-${cooksnap.id}`} className="scroll-mt-4 overflow-hidden rounded-xl border border-line bg-surface" data-cooksnap={cooksnap.id}>
      <MemberPhoto
        photo={cooksnap.photo}
        sizes="(min-width: 1024px) 16rem, (min-width: 640px) 50vw, 100vw"
        alt={t("cooksnaps.photoAlt", { name: cooksnap.user.name, recipe: cooksnap.recipe.title })}
        className="aspect-square w-full object-cover"
      />
      <figcaption className="space-y-1 p-3 text-sm">
        <p>
          {showRecipe ? (
            <Link to={to(`/receta/${cooksnap.recipe.slug}`)} className="font-semibold text-accent underline-offset-2 hover:underline">
              {cooksnap.recipe.title}
            </Link>
          ) : (
            <Link to={to(`/users/${cooksnap.user.slug}`)} className="font-semibold text-accent underline-offset-2 hover:underline">
              {cooksnap.user.name}
            </Link>
          )}{" "}
          <time dateTime={cooksnap.created_at} className="text-ink-muted">
            {formatDate(cooksnap.created_at, locale, "medium")}
          </time>
        </p>
        {cooksnap.comment ? (
          <p className="break-words" data-cooksnap-comment>
            {cooksnap.comment}
          </p>
        ) : null}
        {cooksnap.status !== "published" ? (
          <p className="rounded-lg bg-accent-soft px-2 py-1" data-withheld={cooksnap.status}>
            {t(cooksnap.status === "hidden" ? "flagHidden" : "flagRemoved")}
          </p>
        ) : null}
        {flagFrom ? <ContentFlag kind="cooksnap" id={cooksnap.id} authorId={cooksnap.user.id} returnTo={flagFrom} /> : null}
      </figcaption>
    </figure>
  );
}

/**
 * How many cooksnaps this page has posted (with JavaScript): a post counts once the page is idle
 * again without a refusal (the action's answer is only known then).
 */
function usePostsSent(sending: boolean, idle: boolean, refused: boolean): number {
  const [posts, setPosts] = useState(0);
  const wasSending = useRef(false);
  useEffect(() => {
    if (sending) wasSending.current = true;
    else if (wasSending.current && idle) {
      wasSending.current = false;
      if (!refused) setPosts((count) => count + 1);
    }
  }, [sending, idle, refused]);
  return posts;
}

/**
 * "Lo he cocinado" (`#cooksnaps`, decision 055): the recipe's latest cooksnaps and, for a verified
 * member, a multipart form (photo and comment) that works without JavaScript; a visitor is invited
 * to sign in and come back, an unverified member to confirm their e-mail.
 */
export function RecipeCooksnaps({ recipe, cooksnaps }: { recipe: { slug: string; cooksnaps_count: number }; cooksnaps: Cooksnap[] | null }) {
  const { t } = useTranslation("community");
  const to = useLocalizedPath();
  const locale = useLocale();
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const answer = useActionData<CooksnapAnswer | { intent?: string }>();
  const refused = answer && "intent" in answer && answer.intent === "cooksnap" ? (answer as CooksnapAnswer) : undefined;
  const recipePath = to(`/receta/${recipe.slug}`);
  const posted = user !== null && searchParams.get("cocinado") === "1";
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "cooksnap";
  const posts = usePostsSent(sending, navigation.state === "idle", refused !== undefined);

  return (
    <section id="cooksnaps" aria-labelledby="cooksnaps-title" className="print-hidden scroll-mt-4 space-y-5" data-cooksnaps>
      <h2 id="cooksnaps-title" className="text-2xl font-semibold">
        {t("cooksnaps.title")}
      </h2>
      <p className="text-ink-muted">{t("cooksnaps.count", { count: recipe.cooksnaps_count })}</p>
      <div aria-live="polite" className="empty:hidden">
        {posted ? <FormMessage tone="success">{t("cooksnaps.posted")}</FormMessage> : null}
      </div>

      {cooksnaps === null ? (
        <p className="rounded-xl border border-line bg-surface p-5 text-ink-muted">{t("cooksnaps.unavailable")}</p>
      ) : cooksnaps.length > 0 ? (
        <ul aria-label={t("cooksnaps.listLabel")} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" data-cooksnap-list>
          {cooksnaps.map((cooksnap) => (
            <li key={cooksnap.id}>
              <CooksnapItem cooksnap={cooksnap} flagFrom={`${recipePath}#cooksnap-${cooksnap.id}`} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-muted">{t("cooksnaps.empty")}</p>
      )}

      {user === null ? (
        <div className="rounded-xl border border-line bg-surface p-5" data-cooksnap-sign-in>
          <p className="text-ink-muted">{t("cooksnaps.signInHint")}</p>
          <ButtonLink to={signInHref(locale, `${recipePath}#cooksnaps`)} className="mt-3">
            {t("cooksnaps.signIn")}
          </ButtonLink>
        </div>
      ) : !user.email_verified_at ? (
        <div className="rounded-xl border border-line bg-surface p-5" data-cooksnap-verify>
          <p className="text-ink-muted">{t("cooksnaps.verifyHint")}</p>
          <ButtonLink to={to("/auth/verify-email")} className="mt-3">
            {t("cooksnaps.verify")}
          </ButtonLink>
        </div>
      ) : (
        <CooksnapForm key={posts} recipePath={recipePath} refused={refused} sending={sending} />
      )}
    </section>
  );
}
