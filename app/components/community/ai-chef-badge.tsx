import { useTranslation } from "react-i18next";

/** The visible label every AI chef carries wherever they appear. */
export function AiChefBadge() {
  const { t } = useTranslation("community");
  return (
    <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent" data-ai-chef>
      {t("aiChef")}
    </span>
  );
}
