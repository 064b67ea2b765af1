import type { EventDetail } from "#api/contract/events";
import { JsonLd, useAbsoluteUrl } from "~/components/seo/json-ld";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { eventPath } from "~/components/events/event-time";

/** schema.org's Event for an event's page: its times (with their offset), online or where, places left, host, cancelled or not. */
export function EventStructuredData({ event }: { event: EventDetail }) {
  const absolute = useAbsoluteUrl();
  const to = useLocalizedPath();
  const url = absolute(to(eventPath(event.slug)));
  const block = {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description,
    url,
    startDate: event.starts_at,
    endDate: event.ends_at,
    eventStatus: event.cancelled ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: event.mode === "online" ? "https://schema.org/OnlineEventAttendanceMode" : "https://schema.org/OfflineEventAttendanceMode",
    location: event.mode === "online" ? { "@type": "VirtualLocation", url } : { "@type": "Place", name: event.place ?? "", address: event.place ?? "" },
    maximumAttendeeCapacity: event.capacity,
    remainingAttendeeCapacity: Math.max(event.capacity - event.going_count, 0),
    organizer: { "@type": "Person", name: event.host.name, url: absolute(to(`/users/${event.host.slug}`)) },
    ...(event.recipes[0]?.image ? { image: [new URL(event.recipes[0].image.url, absolute("/")).href] } : {}),
    isAccessibleForFree: true,
  };
  return <JsonLd block={block} />;
}
