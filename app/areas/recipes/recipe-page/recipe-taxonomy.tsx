import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RecipeDetail } from "#api/contract/recipes";
import { useLocalizedPath } from "~/platform/i18n/use-locale";

const chip = "inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm text-ink hover:border-accent hover:text-accent";

function LinkList({ id, title, items }: { id: string; title: string; items: { key: string; name: string; path: string }[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 id={id} className="mb-2 font-sans text-sm font-semibold uppercase tracking-wide text-ink-muted">
        {title}
      </h3>
      <ul aria-labelledby={id} className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.path} className={chip}>
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Categories (cuisine, course, diet…) link to /categoria/{slug}, tags to /tag/{slug}. */
export function RecipeTaxonomy({ recipe }: { recipe: RecipeDetail }) {
  const { t } = useTranslation("recipe");
  const to = useLocalizedPath();
  if (recipe.categories.length + recipe.tags.length === 0) return null;
  return (
    <section aria-labelledby="taxonomy-title" className="space-y-4 print-hidden" data-taxonomy>
      <h2 id="taxonomy-title" className="sr-only">
        {t("detail.taxonomy")}
      </h2>
      <LinkList
        id="categories-title"
        title={t("detail.categories")}
        items={recipe.categories.map((category) => ({ key: category.slug, name: category.name, path: to(`/categoria/${category.slug}`) }))}
      />
      <LinkList id="tags-title" title={t("detail.tags")} items={recipe.tags.map((tag) => ({ key: tag.slug, name: tag.name, path: to(`/tag/${tag.slug}`) }))} />
    </section>
  );
}
