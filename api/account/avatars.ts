import { AVATAR_SIZES } from "../contract/account";
import { apiPath, apiPaths } from "../contract/paths";
import type { Database } from "../db/client";
import { randomSecret } from "../security/secrets";
import { updateUser } from "../auth/user-accounts";
import type { FileStore } from "../file-store/file-store";

/** Every size of a member's avatar is `avatars/{member id}-{random}-{size}.webp`: a new upload, a new name, so each may be cached forever. */
const avatarPrefix = (userId: number) => `avatars/${userId}-`;

export function avatarKeysOf(uploads: FileStore, userId: number) {
  return uploads.list(avatarPrefix(userId));
}

/** The avatar's file name in an address ("12-3f9a0c-256.webp") as its key in the store. */
export const avatarKey = (file: string) => `avatars/${file}`;

/** Stores a new avatar's sizes, points the member at them, then removes the previous ones. Answers the member as saved. */
export async function replaceAvatar(db: Database, uploads: FileStore, userId: number, sizes: Map<number, Uint8Array>) {
  const previous = await avatarKeysOf(uploads, userId);
  const name = `${userId}-${randomSecret(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "0")}`;
  for (const size of AVATAR_SIZES) await uploads.put(avatarKey(`${name}-${size}.webp`), sizes.get(size)!);
  const user = await updateUser(db, userId, { avatarUrl: apiPath(apiPaths.avatar, { file: `${name}-${AVATAR_SIZES.at(-1)}.webp` }) });
  await uploads.delete(previous);
  return user;
}

export async function removeAvatar(db: Database, uploads: FileStore, userId: number) {
  const previous = await avatarKeysOf(uploads, userId);
  const user = await updateUser(db, userId, { avatarUrl: null });
  await uploads.delete(previous);
  return user;
}
