import { and, asc, eq, gt, or, sql } from "drizzle-orm";
import { listIngredientCatalogue } from "../catalogue/catalogue-queries";
import type { IngredientProposal } from "../contract/ingredient-proposals";
import { foldText, slugify } from "../contract/text";
import type { Database } from "../db/client";
import { enqueueEvent } from "../outbox/outbox-events";
import { ingredientProposalDecidedEvent } from "./ingredient-proposal-outbox-events";
import { ingredientProposals, ingredients, users } from "../db/schema";

/** A database or an open transaction. */
type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** "  Romanesco  Verde" and "romanesco verde" are one name: accents, case and spacing folded. */
const foldName = (name: string) => foldText(name).replace(/\s+/g, " ").trim();

interface ProposedNames {
  nameEs?: string;
  nameEn?: string;
}

/** What a proposal repeats, named as the member would recognise it. */
export type Duplicate = { kind: "catalogue"; name: string } | { kind: "pending"; name: string };

/** The catalogue ingredient (by name or synonym, either language) or pending proposal a name already is. */
export async function findDuplicate(db: Database, names: ProposedNames): Promise<Duplicate | undefined> {
  const folded = [names.nameEs, names.nameEn].filter((name): name is string => Boolean(name)).map(foldName);
  const catalogue = await listIngredientCatalogue(db);
  for (const ingredient of catalogue) {
    const known = [ingredient.nameEs, ingredient.nameEn, ...ingredient.synonymsEs, ...ingredient.synonymsEn].map(foldName);
    const proposedEs = names.nameEs ? foldName(names.nameEs) : undefined;
    if (folded.some((name) => known.includes(name))) return { kind: "catalogue", name: proposedEs && known.includes(proposedEs) ? ingredient.nameEs : ingredient.nameEn };
  }
  const [pending] = await db
    .select({ nameEs: ingredientProposals.nameEs, nameEn: ingredientProposals.nameEn })
    .from(ingredientProposals)
    .where(and(eq(ingredientProposals.status, "pending"), or(sql`${ingredientProposals.foldedEs} in ${folded}`, sql`${ingredientProposals.foldedEn} in ${folded}`)))
    .limit(1);
  if (pending) return { kind: "pending", name: (pending.nameEs ?? pending.nameEn)! };
  return undefined;
}

/** Stores a pending proposal; undefined when one with the same name was stored a moment before (the unique index). */
export async function createProposal(db: Database, userId: number, fields: ProposedNames & { sourceLine?: string; createdAt?: Date }) {
  const [row] = await db
    .insert(ingredientProposals)
    .values({
      userId,
      nameEs: fields.nameEs ?? null,
      nameEn: fields.nameEn ?? null,
      foldedEs: fields.nameEs ? foldName(fields.nameEs) : null,
      foldedEn: fields.nameEn ? foldName(fields.nameEn) : null,
      sourceLine: fields.sourceLine ?? null,
      createdAt: fields.createdAt,
    })
    .onConflictDoNothing()
    .returning({ id: ingredientProposals.id });
  return row ? findProposal(db, row.id) : undefined;
}

const proposalColumns = {
  id: ingredientProposals.id,
  nameEs: ingredientProposals.nameEs,
  nameEn: ingredientProposals.nameEn,
  sourceLine: ingredientProposals.sourceLine,
  status: ingredientProposals.status,
  rejectionReason: ingredientProposals.rejectionReason,
  ingredientId: ingredients.id,
  ingredientSlug: ingredients.slug,
  userId: users.id,
  userName: users.name,
  userSlug: users.slug,
  createdAt: ingredientProposals.createdAt,
  decidedAt: ingredientProposals.decidedAt,
};

const selectProposals = (db: Database) =>
  db
    .select(proposalColumns)
    .from(ingredientProposals)
    .innerJoin(users, eq(users.id, ingredientProposals.userId))
    .leftJoin(ingredients, eq(ingredients.id, ingredientProposals.ingredientId));
type ProposalRow = Awaited<ReturnType<typeof selectProposals>>[number];

function present(row: ProposalRow): IngredientProposal {
  return {
    id: row.id,
    name_es: row.nameEs,
    name_en: row.nameEn,
    source_line: row.sourceLine,
    status: row.status,
    rejection_reason: row.rejectionReason,
    ingredient: row.ingredientId !== null && row.ingredientSlug !== null ? { id: row.ingredientId, slug: row.ingredientSlug } : null,
    proposed_by: { id: row.userId, name: row.userName, slug: row.userSlug },
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export async function findProposal(db: Database, id: number): Promise<IngredientProposal | undefined> {
  const [row] = await selectProposals(db).where(eq(ingredientProposals.id, id)).limit(1);
  return row ? present(row) : undefined;
}

/** Every proposal a member made, whatever became of it, oldest first (their data export). */
export async function listMemberProposals(db: Database, userId: number): Promise<IngredientProposal[]> {
  const rows = await selectProposals(db).where(eq(ingredientProposals.userId, userId)).orderBy(asc(ingredientProposals.createdAt), asc(ingredientProposals.id));
  return rows.map((row) => present(row));
}

/** Pending proposals, oldest first (the queue an admin works through), after the cursor's id. */
export async function listPendingProposals(db: Database, options: { perPage: number; afterId?: number }) {
  const rows = await selectProposals(db)
    .where(and(eq(ingredientProposals.status, "pending"), options.afterId ? gt(ingredientProposals.id, options.afterId) : undefined))
    .orderBy(asc(ingredientProposals.id))
    .limit(options.perPage + 1);
  const page = rows.slice(0, options.perPage).map((row) => present(row));
  return { rows: page, lastId: rows.length > options.perPage ? page.at(-1)!.id : undefined };
}

/** A slug no ingredient has: the name's, then "-2", "-3"… */
async function uniqueIngredientSlug(db: Executor, name: string) {
  const base = slugify(name) || "ingrediente";
  const taken = await db
    .select({ slug: ingredients.slug })
    .from(ingredients)
    .where(or(eq(ingredients.slug, base), sql`${ingredients.slug} like ${`${base}-%`}`));
  const slugs = new Set(taken.map((row) => row.slug));
  let slug = base;
  for (let suffix = 2; slugs.has(slug); suffix++) slug = `${base}-${suffix}`;
  return slug;
}

/**
 * Adds the proposal to the catalogue with both names (the admin's, else the proposal's, else the
 * other language's) in the group "other", whose aisle is "other" (api/contract/shopping-aisles.ts).
 * Undefined when the proposal is not pending.
 */
export async function approveProposal(db: Database, id: number, adminId: number, names: ProposedNames) {
  return db.transaction(async (tx) => {
    const [proposal] = await tx
      .select()
      .from(ingredientProposals)
      .where(and(eq(ingredientProposals.id, id), eq(ingredientProposals.status, "pending")))
      .for("update")
      .limit(1);
    if (!proposal) return undefined;
    const nameEs = names.nameEs ?? proposal.nameEs ?? proposal.nameEn!;
    const nameEn = names.nameEn ?? proposal.nameEn ?? proposal.nameEs!;
    const [ingredient] = await tx
      .insert(ingredients)
      .values({ slug: await uniqueIngredientSlug(tx, nameEs), nameEs, nameEn, group: "other" })
      .returning({ id: ingredients.id });
    await tx
      .update(ingredientProposals)
      .set({ status: "approved", ingredientId: ingredient!.id, decidedById: adminId, decidedAt: new Date() })
      .where(eq(ingredientProposals.id, id));
    await enqueueEvent(tx, ingredientProposalDecidedEvent, { id, userId: proposal.userId, nameEs, nameEn, approved: true, reason: null });
    return ingredient!.id;
  });
}

/** Turns a pending proposal down and owes its member the news, both or neither; false when it is not pending. */
export async function rejectProposal(db: Database, id: number, adminId: number, reason: string | undefined) {
  return db.transaction(async (tx) => {
    const [rejected] = await tx
      .update(ingredientProposals)
      .set({ status: "rejected", rejectionReason: reason ?? null, decidedById: adminId, decidedAt: new Date() })
      .where(and(eq(ingredientProposals.id, id), eq(ingredientProposals.status, "pending")))
      .returning({ userId: ingredientProposals.userId, nameEs: ingredientProposals.nameEs, nameEn: ingredientProposals.nameEn });
    if (!rejected) return false;
    await enqueueEvent(tx, ingredientProposalDecidedEvent, {
      id,
      userId: rejected.userId,
      nameEs: rejected.nameEs,
      nameEn: rejected.nameEn,
      approved: false,
      reason: reason ?? null,
    });
    return true;
  });
}

/** How many proposals wait for an admin (the site's moderation queue lists them with their own page, decision 094). */
export async function countPendingProposals(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ingredientProposals)
    .where(eq(ingredientProposals.status, "pending"));
  return Number(row?.n ?? 0);
}
