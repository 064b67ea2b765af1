import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * A flagged review and a flagged cooksnap in the moderation queue (decision 097), beside the
 * forum's: a Spanish review flagged by two members, an English cooksnap by one, each below the
 * weight that hides, so the recipe pages still show them until a moderator decides.
 */
const flagged = [
  {
    subject: sql`select 'review' as type, v.id, v.user_id from reviews v where v.language = 'es' and v.body <> '' order by v.created_at, v.id limit 1`,
    flags: [
      { by: "lauramendez", reason: "offensive", note: "El tono con la autora me parece faltón." },
      { by: "nuria-puig", reason: "other", note: "Habla de otra receta, no de esta." },
    ],
  },
  {
    subject: sql`select 'cooksnap' as type, s.id, s.user_id from cooksnaps s where s.comment like 'Swapped in%' order by s.id limit 1`,
    flags: [{ by: "sarah-kim", reason: "off_topic", note: "The photo doesn't look like this recipe at all." }],
  },
] as const;

export async function seedDemoContentFlags(db: Database) {
  for (const { subject, flags } of flagged) {
    for (const [index, flag] of flags.entries()) {
      await db.execute(sql`
        insert into content_flags (subject_type, subject_id, user_id, reason, note, weight, created_at)
        select subject.type, subject.id, u.id, ${flag.reason}, ${flag.note}, 1, timestamptz '2026-11-21 10:00:00+00' + ${index} * interval '1 hour'
        from (${subject}) subject join users u on u.slug = ${flag.by} and u.id <> subject.user_id`);
    }
  }
}
