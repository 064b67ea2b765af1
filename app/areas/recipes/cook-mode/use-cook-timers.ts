import { useCallback, useEffect, useRef, useState } from "react";
import { type CookTimer, loadTimers, saveTimers, timerId } from "./cook-timers";

const beepEvery = 10_000;

/**
 * The recipe's timers and the time now, ticking each second and read again from the clock when
 * the page comes back into view (a sleeping tab's interval stops; the end times do not). `onRing`
 * runs once when a timer ends, and again every ten seconds while it rings and nobody stopped it.
 */
export function useCookTimers(recipe: string, onRing: (timer: CookTimer) => void) {
  const [timers, setTimers] = useState<CookTimer[]>(() => loadTimers(recipe));
  const [now, setNow] = useState(() => Date.now());
  const lastRung = useRef(new Map<string, number>());

  useEffect(() => {
    const tick = () => setNow(Date.now());
    const interval = window.setInterval(tick, 1000);
    document.addEventListener("visibilitychange", tick);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener("visibilitychange", tick);
    };
  }, []);

  useEffect(() => saveTimers(recipe, timers), [recipe, timers]);

  useEffect(() => {
    for (const timer of timers) {
      if (timer.endsAt > now) continue;
      const rung = lastRung.current.get(timerId(timer));
      if (rung === undefined || now - rung >= beepEvery) {
        lastRung.current.set(timerId(timer), now);
        onRing(timer);
      }
    }
  }, [timers, now, onRing]);

  const start = useCallback((step: number, seconds: number) => {
    const id = timerId({ step, seconds });
    lastRung.current.delete(id);
    setNow(Date.now());
    setTimers((current) => [...current.filter((timer) => timerId(timer) !== id), { step, seconds, endsAt: Date.now() + seconds * 1000 }]);
  }, []);

  const stop = useCallback((timer: CookTimer) => {
    lastRung.current.delete(timerId(timer));
    setTimers((current) => current.filter((other) => timerId(other) !== timerId(timer)));
  }, []);

  return { timers, now, start, stop };
}
