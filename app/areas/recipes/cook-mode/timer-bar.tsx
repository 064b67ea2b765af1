import { useTranslation } from "react-i18next";
import { type CookTimer, clock, timerId } from "./cook-timers";
import { useDurationText } from "./duration-text";

interface TimerBarProps {
  timers: CookTimer[];
  now: number;
  onStop: (timer: CookTimer) => void;
}

/** Every running timer, whichever step is shown, each with its time left and a way to stop it. */
export function TimerBar({ timers, now, onStop }: TimerBarProps) {
  const { t } = useTranslation("cook-mode");
  const durationText = useDurationText();
  const ringing = timers.filter((timer) => timer.endsAt <= now);
  return (
    <>
      <div role="alert" className="empty:hidden" data-cook-alarm>
        {ringing.map((timer) => (
          <p key={timerId(timer)} className="bg-danger px-4 py-3 text-center text-xl font-semibold text-page">
            {t("alarm", { step: timer.step, duration: durationText(timer.seconds) })}
          </p>
        ))}
      </div>
      {timers.length > 0 ? (
        <section aria-label={t("timers")} className="border-b border-line bg-surface px-4 py-2">
          <ul className="mx-auto flex max-w-3xl flex-wrap gap-2">
            {timers.map((timer) => {
              const done = timer.endsAt <= now;
              const values = { step: timer.step, duration: durationText(timer.seconds) };
              return (
                <li
                  key={timerId(timer)}
                  data-cook-timer={timerId(timer)}
                  data-ringing={done ? "" : undefined}
                  className={`flex items-center gap-3 rounded-lg border-2 px-3 py-1 ${done ? "border-danger font-semibold" : "border-line"}`}
                >
                  {done ? <span aria-hidden="true" className="size-3 rounded-full bg-danger motion-safe:animate-ping" /> : null}
                  <span>{t("timerOf", values)}</span>
                  <span className={`text-lg font-semibold tabular-nums ${done ? "text-danger" : ""}`} data-cook-timer-left>
                    {done ? t("ringing") : t("left", { time: clock(Math.ceil((timer.endsAt - now) / 1000)) })}
                  </span>
                  <button
                    type="button"
                    onClick={() => onStop(timer)}
                    aria-label={t(done ? "dismissLabel" : "stopLabel", values)}
                    className="min-h-11 rounded-lg border border-line bg-surface px-3 font-semibold hover:bg-accent-soft"
                  >
                    {t("stop")}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}
