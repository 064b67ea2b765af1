import { useTranslation } from "react-i18next";

/** On a new member's post that waits for a moderator (decision 094): only its author is given it, so only they see this. */
export function HeldNotice({ post }: { post: "thread" | "reply" }) {
  const { t } = useTranslation("forums");
  return (
    <p className="mt-3 rounded-lg border border-warning bg-surface px-3 py-2 text-sm" data-held-post>
      <span className="font-semibold">{t("held.label")}</span> · {t(post === "thread" ? "held.thread" : "held.reply")}
    </p>
  );
}
