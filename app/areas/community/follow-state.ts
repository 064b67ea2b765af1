/** Whether the reader follows a member, and how many do, as the profile shows it. */
export interface FollowState {
  following: boolean;
  followersCount: number;
}

/**
 * The state to show while a follow or unfollow is on its way (optimistic UI): the intent being sent
 * wins over what was loaded, and the count moves by one only when the state actually changes.
 */
export function optimisticFollowState(pendingIntent: unknown, loaded: FollowState): FollowState {
  if (pendingIntent !== "follow" && pendingIntent !== "unfollow") return loaded;
  const following = pendingIntent === "follow";
  if (following === loaded.following) return loaded;
  return { following, followersCount: Math.max(0, loaded.followersCount + (following ? 1 : -1)) };
}
