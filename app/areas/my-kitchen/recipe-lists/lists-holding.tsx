import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/platform/i18n/use-locale";

/** "Already in: A, B", each list linking to its editor; nothing when the recipe is in none. */
export function ListsHolding({ lists, marked = false }: { lists: { slug: string; name: string }[]; marked?: boolean }) {
  const { t } = useTranslation("recipe-lists");
  const to = useLocalizedPath();
  if (lists.length === 0) return null;
  return (
    <p className="text-sm text-ink-muted" data-add-to-list-holding={marked ? "" : undefined}>
      {t("add.alreadyIn")}{" "}
      {lists.map((list, index) => (
        <span key={list.slug}>
          {index > 0 ? ", " : null}
          <Link to={to(`/recipe-lists/${list.slug}/edit`)} className="text-accent underline">
            {list.name}
          </Link>
        </span>
      ))}
    </p>
  );
}
