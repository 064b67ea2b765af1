import { useEffect, useState } from "react";

/**
 * Keeps the screen on while cook mode is open (Screen Wake Lock). The browser drops the lock when
 * the page is hidden, so it is taken again each time the page becomes visible. Returns false where
 * the browser has no wake lock, so the view can say the screen may dim; nothing else changes.
 */
export function useWakeLock(): boolean {
  const [supported] = useState(() => typeof navigator !== "undefined" && "wakeLock" in navigator);

  useEffect(() => {
    if (!supported) return;
    let sentinel: WakeLockSentinel | undefined;
    let active = true;
    const acquire = async () => {
      if (document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request("screen");
        if (active) sentinel = lock;
        else void lock.release();
      } catch {
        // Refused (battery saver, no focus): the screen may dim, cooking goes on.
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      active = false;
      document.removeEventListener("visibilitychange", onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release();
    };
  }, [supported]);

  return supported;
}
