import { useTranslation } from "react-i18next";
import { isoDuration } from "~/components/recipes/iso-duration";

/** "45 min", "2 h", "1 h 30 min", machine-readable as an ISO 8601 duration. */
export function Duration({ minutes }: { minutes: number }) {
  const { t } = useTranslation("recipe");
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const text = hours === 0 ? t("detail.minutes", { count: rest }) : rest === 0 ? t("detail.hours", { hours }) : t("detail.hoursMinutes", { hours, minutes: rest });
  return <time dateTime={isoDuration(minutes)}>{text}</time>;
}
