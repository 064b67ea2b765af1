import { inArray } from "drizzle-orm";
import { createProposal, rejectProposal } from "../ingredient-proposals/ingredient-proposal-queries";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { admin } from "./data/people";

const HOUR = 3_600_000;
/** Proposed before this moment, like the other demo activity, so the seed is the same on every machine. */
const PROPOSED_UNTIL = Date.UTC(2026, 10, 23, 20, 0, 0);

interface DemoProposal {
  member: string;
  nameEs?: string;
  nameEn?: string;
  sourceLine: string;
  hoursAgo: number;
  /** Turned down by the admin, with this reason; pending when absent. */
  rejectedBecause?: string;
}

/**
 * Ingredients demo members found missing from the catalogue (decision 058), each named in its
 * member's language as they wrote it: the admin's queue shows some pending on a fresh start, and
 * one was turned down with a reason its member can read in their data export.
 */
const demoProposals: DemoProposal[] = [
  { member: "javi-ortega", nameEs: "'Nduja", sourceLine: "100 g de 'nduja calabresa", hoursAgo: 70 },
  { member: "sarah-kim", nameEn: "Yuzu kosho", sourceLine: "1 tsp yuzu kosho, or to taste", hoursAgo: 52 },
  { member: "lauramendez", nameEs: "Hojas de shiso", sourceLine: "6 hojas de shiso en tiras finas", hoursAgo: 30 },
  { member: "james-obrien", nameEn: "Furikake", sourceLine: "2 tbsp furikake, to finish", hoursAgo: 9 },
  {
    member: "pablo-iturbe",
    nameEs: "Sal rosa del Himalaya",
    sourceLine: "1 pizca de sal rosa del Himalaya",
    hoursAgo: 96,
    rejectedBecause: "Es sal: «sal» del catálogo ya la cubre, y la lista de la compra las junta.",
  },
];

export async function seedDemoIngredientProposals(db: Database) {
  const people = await db
    .select({ id: users.id, slug: users.slug })
    .from(users)
    .where(inArray(users.slug, [admin.username, ...demoProposals.map((proposal) => proposal.member)]));
  const idOf = new Map(people.map((person) => [person.slug, person.id]));
  for (const proposal of demoProposals) {
    const memberId = idOf.get(proposal.member);
    if (memberId === undefined) continue;
    const created = await createProposal(db, memberId, {
      nameEs: proposal.nameEs,
      nameEn: proposal.nameEn,
      sourceLine: proposal.sourceLine,
      createdAt: new Date(PROPOSED_UNTIL - proposal.hoursAgo * HOUR),
    });
    if (created && proposal.rejectedBecause) await rejectProposal(db, created.id, idOf.get(admin.username)!, proposal.rejectedBecause);
  }
}
