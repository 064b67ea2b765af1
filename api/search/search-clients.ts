import crypto from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { eq, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { searchDaySalts, searchQueryClients } from "../db/schema";

/** Today in UTC (YYYY-MM-DD): the day a search counts on, everywhere alike. */
export function utcDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The part of an address one client controls: an IPv4 address whole, an IPv6 address by its /64
 * (one subscriber gets a whole /64 and can use any address in it), an IPv4-mapped IPv6 address as
 * the IPv4 address it maps. Anything else (an unknown or unparsable address) as given.
 */
export function addressNetwork(address: string): string {
  const bare = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return bare;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  const [head = "", tail] = bare.split("::");
  const groups = (text: string) => (text ? text.split(":") : []);
  const left = groups(head);
  // An embedded IPv4 tail ("64:ff9b::1.2.3.4") counts as two groups; the /64 never reaches it.
  const right = groups(tail ?? "").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group]));
  const full = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${full
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

const salts = new WeakMap<Database, { day: string; salt: Promise<string> }>();

/**
 * The day's salt, shared through the database by every process. The first process to need a new
 * day's salt also deletes the days before it, salts and rows: after that, yesterday's hashes cannot
 * be recomputed from any address, ours included.
 */
function daySalt(db: Database, day: string): Promise<string> {
  const known = salts.get(db);
  if (known?.day === day) return known.salt;
  const salt = (async () => {
    await db
      .insert(searchDaySalts)
      .values({ day, salt: crypto.randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const [row] = await db.select({ salt: searchDaySalts.salt }).from(searchDaySalts).where(eq(searchDaySalts.day, day));
    await db.delete(searchQueryClients).where(lt(searchQueryClients.day, day));
    await db.delete(searchDaySalts).where(lt(searchDaySalts.day, day));
    return row!.salt;
  })();
  salts.set(db, { day, salt });
  salt.catch(() => {
    if (salts.get(db)?.salt === salt) salts.delete(db);
  });
  return salt;
}

function hashed(salt: string, value: string): string {
  return crypto.createHmac("sha256", salt).update(value).digest("base64url").slice(0, 32);
}

/** Who is searching, as the day's hashes: the member (or, for a visitor, the address) and the address. */
export interface SearchClient {
  memberId: number | undefined;
  address: string;
}

export async function hashedClient(db: Database, day: string, { memberId, address }: SearchClient) {
  const salt = await daySalt(db, day);
  const network = addressNetwork(address);
  return {
    clientHash: hashed(salt, memberId === undefined ? `address:${network}` : `member:${memberId}`),
    addressHash: hashed(salt, `address:${network}`),
  };
}
