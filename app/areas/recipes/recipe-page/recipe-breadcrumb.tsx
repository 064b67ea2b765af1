import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { TrailStep } from "~/areas/recipes/recipe-trail";

/** The visible trail; its last step is the page itself. */
export function RecipeBreadcrumb({ trail }: { trail: TrailStep[] }) {
  const { t } = useTranslation("recipe");
  return (
    <nav aria-label={t("detail.breadcrumb")} className="mb-4 text-sm text-ink-muted print-hidden">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((step, index) =>
          index === trail.length - 1 ? (
            <li key={step.path} aria-current="page" className="text-ink">
              {step.name}
            </li>
          ) : (
            <li key={step.path} className="flex items-center gap-2">
              <Link to={step.path} className="underline-offset-4 hover:underline">
                {step.name}
              </Link>
              <span aria-hidden="true">/</span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
