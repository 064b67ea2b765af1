import type { Database } from "../db/client";

/**
 * Who may subscribe to a private channel besides a member's own (which the broadcasting routes sign
 * themselves): an area's rule for the channels it names, true when the member may hear it and false
 * for any other channel. The areas' rules are handed to the broadcasting routes when the API is
 * composed (api/app.ts), so broadcasting asks them without importing any area (decision 068).
 */
export type ChannelRule = (db: Database, userId: number, channel: string) => Promise<boolean>;
