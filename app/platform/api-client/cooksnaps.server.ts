import { z } from "zod";
import { cooksnap } from "#api/contract/cooksnaps";
import { cursorPage } from "#api/contract/community";
import { dataEnvelope } from "#api/contract/envelopes";
import { apiPath, apiPaths } from "#api/contract/paths";
import { photo } from "#api/contract/photos";
import type { ApiClient } from "./client.server";
import type { CursorQuery } from "./community.server";

/** Cooksnaps, "Lo he cocinado" (decision 055), parsed with the API's own contracts. */
const cooksnapPage = cursorPage(cooksnap);
const postedCooksnap = dataEnvelope(cooksnap).extend({ message: z.string() });
const storedPhoto = dataEnvelope(photo);

export function getRecipeCooksnaps(api: ApiClient, recipe: string, query: CursorQuery = {}) {
  return api.get(apiPath(apiPaths.recipeCooksnaps, { recipe }), cooksnapPage, { ...query });
}

export function getMemberCooksnaps(api: ApiClient, slug: string, query: CursorQuery = {}) {
  return api.get(apiPath(apiPaths.memberCooksnaps, { slug }), cooksnapPage, { ...query });
}

/** What the members the caller follows cooked lately, each with the recipe (their home, decision 081). */
export function getFollowedCooksnaps(api: ApiClient, query: CursorQuery = {}) {
  return api.get(apiPaths.followedCooksnaps, cooksnapPage, { ...query });
}

/** The file as POST /api/photos reads it (the field "photo"); 413 or 422 under errors.photo when it is not one we take. */
export function uploadPhoto(api: ApiClient, file: File) {
  const form = new FormData();
  form.set("photo", file);
  return api.post(apiPaths.photos, storedPhoto, form);
}

/** 201; 422 once a day per recipe, or a photo not the member's. */
export function createCooksnap(api: ApiClient, recipe: string, body: { photo_id: string; comment: string }) {
  return api.post(apiPath(apiPaths.recipeCooksnaps, { recipe }), postedCooksnap, body);
}
