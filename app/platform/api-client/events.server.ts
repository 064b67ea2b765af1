import { z } from "zod";
import { type EventInput, eventAttendees, eventDetail, eventList, managedEvent, managedEventList, rsvpAnswer } from "#api/contract/events";
import { apiPath, apiPaths } from "#api/contract/paths";
import type { ApiClient } from "./client.server";

/** Cooking events (issue 34, decision 106), parsed with the API's own contracts. */

export function getEvents(api: ApiClient, when: "upcoming" | "past") {
  return api.get(apiPaths.events, eventList, { when });
}

/** An event by slug, with the caller's place; 404 when there is none. */
export function getEvent(api: ApiClient, slug: string) {
  return api.get(apiPath(apiPaths.event, { event: slug }), eventDetail);
}

export function signUpForEvent(api: ApiClient, slug: string) {
  return api.post(apiPath(apiPaths.eventRsvp, { event: slug }), rsvpAnswer);
}

export function leaveEvent(api: ApiClient, slug: string) {
  return api.delete(apiPath(apiPaths.eventRsvp, { event: slug }), rsvpAnswer);
}

/** The events the caller hosts (an admin: every event); 403 for a member without the host role. */
export async function getManagedEvents(api: ApiClient) {
  return (await api.get(apiPaths.managedEvents, managedEventList)).data;
}

export async function getEventAttendees(api: ApiClient, id: number) {
  return (await api.get(apiPath(apiPaths.eventAttendees, { event: id }), eventAttendees)).data;
}

const saved = z.object({ data: managedEvent, message: z.string() });

export function createEvent(api: ApiClient, input: EventInput) {
  return api.post(apiPaths.events, saved, input);
}

export function updateEvent(api: ApiClient, id: number, input: EventInput) {
  return api.put(apiPath(apiPaths.event, { event: id }), saved, input);
}

export function cancelEvent(api: ApiClient, id: number) {
  return api.post(apiPath(apiPaths.eventCancel, { event: id }), saved);
}
