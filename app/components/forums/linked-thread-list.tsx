import { Link } from "@remix-run/react";
import type { RecipeQuestion } from "#api/contract/forum-questions";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { forumThreadPath } from "./forum-paths";

/**
 * Threads linked to something, one line each (decisions 095, 099): a recipe page's questions, the
 * recipe search's threads about an ingredient. The labels come from the page's own namespace.
 */
export function LinkedThreadList<Thread extends RecipeQuestion>({
  threads,
  solvedLabel,
  answersLabel,
  marker,
}: {
  threads: Thread[];
  solvedLabel: string;
  /** How many answers the line says: all of them, or those of a period. */
  answersLabel: (thread: Thread) => string;
  /** The attribute each line carries with its thread's key, for tests and pages that find one. */
  marker: `data-${string}`;
}) {
  const to = useLocalizedPath();
  return (
    <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
      {threads.map((thread) => (
        <li key={thread.key} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3" {...{ [marker]: thread.key }}>
          <Link to={to(forumThreadPath(thread.key))} className="font-semibold text-accent underline-offset-2 hover:underline">
            {thread.title}
          </Link>
          {thread.solved ? <span className="rounded-full border border-line px-2 py-0.5 text-xs font-semibold text-success">{solvedLabel}</span> : null}
          <span className="text-sm text-ink-muted">{answersLabel(thread)}</span>
        </li>
      ))}
    </ul>
  );
}
