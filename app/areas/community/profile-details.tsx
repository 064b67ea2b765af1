import { useTranslation } from "react-i18next";
import { isWebLink, linkLabel } from "#api/contract/account";

/**
 * Where a member cooks and their own links, as they wrote them. Only http(s) addresses become
 * links (the API accepts no others; this holds for data from before), and they are the member's,
 * not ours: rel="nofollow ugc noopener" (no ranking passed on, no hold on this page).
 */
export function ProfileDetails({ location, links }: { location: string | null; links: string[] }) {
  const { t } = useTranslation("community");
  const safeLinks = links.filter(isWebLink);
  if (!location && safeLinks.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
      {location ? (
        <p data-profile-location>
          <span className="sr-only">{t("profile.location")} </span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mr-1 inline size-4 align-[-2px]" fill="currentColor">
            <path d="M10 2a6 6 0 0 0-6 6c0 4.2 6 10 6 10s6-5.8 6-10a6 6 0 0 0-6-6Zm0 8.5A2.5 2.5 0 1 1 10 5.5a2.5 2.5 0 0 1 0 5Z" />
          </svg>
          {location}
        </p>
      ) : null}
      {safeLinks.length > 0 ? (
        <ul aria-label={t("profile.links")} className="flex flex-wrap gap-x-4 gap-y-1" data-profile-links>
          {safeLinks.map((link) => (
            <li key={link} className="min-w-0">
              <a href={link} rel="nofollow ugc noopener" className="inline-flex min-h-11 items-center font-semibold break-all text-accent underline underline-offset-4">
                {linkLabel(link)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
