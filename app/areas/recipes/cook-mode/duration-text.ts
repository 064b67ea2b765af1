import { useTranslation } from "react-i18next";
import { durationParts } from "./cook-timers";

/** A duration in words a timer's button uses: "10 min", "1 h 30 min", "45 s". */
export function useDurationText() {
  const { t } = useTranslation("cook-mode");
  return (total: number) => {
    const { hours, minutes, seconds } = durationParts(total);
    const parts = [hours ? t("hours", { count: hours }) : "", minutes ? t("minutes", { count: minutes }) : "", seconds ? t("seconds", { count: seconds }) : ""];
    return parts.filter(Boolean).join(" ");
  };
}
