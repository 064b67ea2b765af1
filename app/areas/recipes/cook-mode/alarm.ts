/**
 * The audible half of a timer's alarm: three short beeps from an oscillator (no sound file to
 * fetch). Browsers only let a page play sound after a gesture, so the context is made when a cook
 * starts a timer and reused when it rings.
 */
let context: AudioContext | undefined;

export function prepareSound() {
  if (typeof AudioContext === "undefined") return;
  context ??= new AudioContext();
  void context.resume().catch(() => undefined);
}

export function beep() {
  if (!context) return;
  void context.resume().catch(() => undefined);
  const start = context.currentTime;
  for (let index = 0; index < 3; index++) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = "square";
    oscillator.frequency.value = 880;
    gain.gain.value = 0.15;
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + index * 0.4);
    oscillator.stop(start + index * 0.4 + 0.2);
  }
}

/** A system notification, only where the cook already allowed them: cook mode never asks. */
export function notify(title: string, body: string) {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  try {
    new Notification(title, { body, tag: title });
  } catch {
    // Some phones allow notifications only from a service worker; the visible alarm is enough.
  }
}
