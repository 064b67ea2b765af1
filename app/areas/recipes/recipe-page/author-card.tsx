import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RecipeDetail } from "#api/contract/recipes";
import { useLocalizedPath } from "~/platform/i18n/use-locale";

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");

/** Who wrote the recipe, linking to their profile; AI chefs are labelled as such. */
export function AuthorCard({ author }: { author: RecipeDetail["user"] }) {
  const { t } = useTranslation("recipe");
  const to = useLocalizedPath();
  // The CSP allows images from this site only, so an avatar hosted elsewhere (a social login's) would not load.
  const avatar = author.avatar_url?.startsWith("/") ? author.avatar_url : null;
  return (
    <section aria-labelledby="author-title" className="print-hidden rounded-xl border border-line bg-surface p-5" data-author={author.slug}>
      <h2 id="author-title" className="text-xl font-semibold">
        {t("detail.author")}
      </h2>
      <div className="mt-3 flex items-center gap-4">
        {avatar ? (
          <img src={avatar} alt="" width={56} height={56} loading="lazy" decoding="async" className="size-14 shrink-0 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-full bg-accent-soft font-display text-xl font-semibold text-accent">
            {initialsOf(author.name)}
          </span>
        )}
        <div>
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            <Link to={to(`/users/${author.slug}`)} className="underline underline-offset-4 hover:text-accent">
              {author.name}
            </Link>
            {author.is_ai_chef ? <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">{t("card.aiChef")}</span> : null}
          </p>
          <p className="mt-1 text-sm text-ink-muted">{author.is_ai_chef ? t("detail.aiChefNote") : t("detail.memberNote")}</p>
        </div>
      </div>
    </section>
  );
}
