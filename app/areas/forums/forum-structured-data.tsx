import type { ForumReply, ForumThread } from "#api/contract/forums";
import { JsonLd, useAbsoluteUrl } from "~/components/seo/json-ld";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { forumThreadPath } from "~/components/forums/forum-paths";

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[^;\s]+;/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** schema.org's DiscussionForumPosting for a thread and the replies on the page (Google's discussion forum guidelines). */
export function ThreadStructuredData({ thread, replies }: { thread: ForumThread; replies: ForumReply[] }) {
  const absolute = useAbsoluteUrl();
  const to = useLocalizedPath();
  const url = absolute(to(forumThreadPath(thread.key)));
  const person = (user: { name: string; slug: string }) => ({ "@type": "Person", name: user.name, url: absolute(to(`/users/${user.slug}`)) });
  const block = {
    "@context": "https://schema.org",
    "@type": "DiscussionForumPosting",
    headline: thread.title,
    text: plainText(thread.body_html).slice(0, 5000),
    url,
    datePublished: thread.created_at,
    ...(thread.edited_at ? { dateModified: thread.edited_at } : {}),
    author: person(thread.user),
    interactionStatistic: { "@type": "InteractionCounter", interactionType: "https://schema.org/CommentAction", userInteractionCount: thread.replies_count },
    comment: replies.map((reply) => ({
      "@type": "Comment",
      text: plainText(reply.body_html).slice(0, 2000),
      datePublished: reply.created_at,
      author: person(reply.user),
      url: `${url}#reply-${reply.id}`,
    })),
  };
  return <JsonLd block={block} />;
}
