/** "10:42" in Madrid's time, which the site's dates use (the autosave's "Guardado a las 10:42"). */
export function formatTime(iso: string): string {
  return new Intl.DateTimeFormat("es-ES", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Madrid" }).format(new Date(iso));
}
