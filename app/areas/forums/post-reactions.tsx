import { Link, useActionData, useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { type ForumPostReactions, type ForumReaction, forumReactionKinds } from "#api/contract/forums";
import { useOpenedByLink } from "~/components/navigation/opened-by-link";
import { CsrfField } from "~/platform/http/csrf-field";
import { reactionChoice } from "./forum-form";

/** The set's faces; their words are the page's language's (forums.json, `reactions.kinds`). */
const emoji: Record<ForumReaction, string> = { helpful: "👍", love: "❤️", yum: "😋", bravo: "👏", interesting: "🤔" };

/**
 * A long thread shows its five reactions under every post, each labelled with its count: the
 * labels are made once per language, reaction and count, not once per button (decision 089).
 */
const labels = new Map<string, string>();
const LABELS_KEPT = 2_000;
function labelOnce(key: string, translationKey: string, make: () => string): string {
  let label = labels.get(key);
  if (label === undefined) {
    label = make();
    // A translation not loaded yet (in the browser) answers its key: that is not kept.
    if (label === translationKey) return label;
    if (labels.size >= LABELS_KEPT) labels.clear();
    labels.set(key, label);
  }
  return label;
}

/** `?reaccionar={post}`: the one post whose whole set of reactions is offered (decision 104). */
const REACTIONS_OPEN_PARAM = "reaccionar";

/** One class for the page's many reaction buttons: a long thread repeats it hundreds of times. */
const REACTION_BUTTON = "forum-reaction";

type Answer = { reaction?: { post: string; message: string } };
const refusalOf = (answer: unknown, post: string) => {
  const reaction = answer && typeof answer === "object" && "reaction" in answer ? (answer as Answer).reaction : undefined;
  return reaction?.post === post ? reaction.message : undefined;
};

/**
 * A post's reactions (decision 089). A member on someone else's post gets a button per reaction
 * given so far, to add theirs or take it back, and "Reaccionar", a link that offers the whole set
 * under that post (decision 104: fifty posts carry a link each, not five buttons each), all in one
 * plain form (`intent=react`, post/redirect/get back to the post; with JavaScript it posts in
 * place); everyone else sees the counts given, as text.
 */
export function PostReactions({ post, reactions, canReact }: { post: "opening" | number; reactions: ForumPostReactions; canReact: boolean }) {
  const { t, i18n } = useTranslation("forums");
  const word = (reaction: ForumReaction) => labelOnce(`${i18n.language}\u0000kind\u0000${reaction}`, `reactions.kinds.${reaction}`, () => t(`reactions.kinds.${reaction}`));
  const fetcher = useFetcher<Answer>();
  const location = useLocation();
  const pageAnswer = useActionData<unknown>();
  const given = new Map(reactions.map((item) => [item.reaction, item]));
  const anchor = `reactions-${post}`;
  const { open, openHref } = useOpenedByLink(REACTIONS_OPEN_PARAM, String(post), anchor);
  if (!canReact) {
    if (reactions.length === 0) return null;
    return (
      <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label={t("reactions.label")} data-reactions={post}>
        {reactions.map((item) => (
          <li key={item.reaction} className="rounded-full border border-line px-2 py-0.5" data-reaction={item.reaction}>
            <span aria-hidden="true">
              {emoji[item.reaction]} {item.count}
            </span>
            <span className="sr-only">
              {labelOnce(`${i18n.language}\u0000count\u0000${item.reaction}\u0000${item.count}`, "reactions.count", () =>
                t("reactions.count", { label: word(item.reaction), n: item.count }),
              )}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  // While a post is on its way the button shows what it asked for.
  const pending = fetcher.formData?.get("reaction");
  const refusal = refusalOf(fetcher.data, String(post)) ?? refusalOf(pageAnswer, String(post));
  const offered =
    open || refusal !== undefined ? forumReactionKinds : forumReactionKinds.filter((reaction) => given.has(reaction) || pending?.toString().startsWith(`${reaction}:`));
  return (
    <fetcher.Form method="post" action={`${location.pathname}${location.search}`} className="mt-3 scroll-mt-24" id={anchor} data-reactions={post} preventScrollReset>
      <CsrfField />
      <input type="hidden" name="intent" value="react" />
      <input type="hidden" name="post" value={String(post)} />
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t("reactions.label")}</legend>
        {offered.map((reaction) => {
          const item = given.get(reaction);
          const mine = pending === reactionChoice(reaction, true) ? true : pending === reactionChoice(reaction, false) ? false : Boolean(item?.mine);
          const count = (item?.count ?? 0) + (mine === Boolean(item?.mine) ? 0 : mine ? 1 : -1);
          return (
            <button
              key={reaction}
              type="submit"
              name="reaction"
              value={reactionChoice(reaction, !mine)}
              aria-pressed={mine}
              aria-label={labelOnce(`${i18n.language}\u0000react\u0000${reaction}\u0000${count}`, "reactions.react", () =>
                t("reactions.react", { label: word(reaction), n: count }),
              )}
              className={REACTION_BUTTON}
              data-reaction={reaction}
            >
              <span aria-hidden="true">{emoji[reaction]}</span> {count > 0 ? count : null}
            </button>
          );
        })}
        {offered.length < forumReactionKinds.length ? (
          <Link to={openHref} rel="nofollow" preventScrollReset className={REACTION_BUTTON} data-reactions-open={post}>
            <span aria-hidden="true">+</span> {t("reactions.open")}
          </Link>
        ) : null}
      </fieldset>
      {refusal ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {refusal}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
