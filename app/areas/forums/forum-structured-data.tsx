import { useLocation, useRouteLoaderData } from "@remix-run/react";
import type { ForumReply, ForumThread } from "#api/contract/forums";
import type { Crumb } from "~/components/navigation/breadcrumbs";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import type { SiteMeta } from "~/platform/seo/route-meta";
import { breadcrumbStructuredData, serializeJsonLd } from "~/platform/seo/structured-data";
import { forumThreadPath } from "~/components/forums/forum-paths";

/** Structured data is data, never executed: set like the site-wide blocks in root.tsx. */
function JsonLd({ block }: { block: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }} />;
}

function useAbsolute() {
  const siteUrl = useRouteLoaderData<{ site?: SiteMeta }>("root")?.site?.siteUrl ?? "";
  return (path: string) => `${siteUrl}${path}`;
}

export function ForumBreadcrumbData({ trail }: { trail: Crumb[] }) {
  const absolute = useAbsolute();
  const { pathname } = useLocation();
  return <JsonLd block={breadcrumbStructuredData(trail.map((crumb) => ({ name: crumb.name, url: absolute(crumb.to ?? pathname) })))} />;
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[^;\s]+;/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** schema.org's DiscussionForumPosting for a thread and the replies on the page (Google's discussion forum guidelines). */
export function ThreadStructuredData({ thread, replies }: { thread: ForumThread; replies: ForumReply[] }) {
  const absolute = useAbsolute();
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
