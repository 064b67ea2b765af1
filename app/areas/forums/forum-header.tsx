import { useTranslation } from "react-i18next";
import { Breadcrumbs, type Crumb } from "~/components/navigation/breadcrumbs";
import { ButtonLink } from "~/components/ui/button";
import { signInHref } from "~/platform/access/sign-in-link";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { BreadcrumbData } from "~/components/seo/json-ld";
import { newForumThreadPath } from "~/components/forums/forum-paths";

/** A forum page's trail (shown and as BreadcrumbList data) and its "New thread" link, or "sign in" for a visitor. */
export function ForumHeader({ trail, signedIn, category }: { trail: Crumb[]; signedIn: boolean; category?: string }) {
  const { t } = useTranslation("forums");
  const to = useLocalizedPath();
  const locale = useLocale();
  const newThread = to(newForumThreadPath(category));
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <Breadcrumbs items={trail} label={t("breadcrumb")} />
        <BreadcrumbData trail={trail} />
      </div>
      {signedIn ? (
        <ButtonLink to={newThread} data-new-thread>
          {t("newThread")}
        </ButtonLink>
      ) : (
        <ButtonLink variant="secondary" to={signInHref(locale, newThread)} data-new-thread>
          {t("signInToPost")}
        </ButtonLink>
      )}
    </div>
  );
}
