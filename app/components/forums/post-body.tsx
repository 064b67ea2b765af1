/**
 * A forum post's HTML as the API stored it: rendered from Markdown and passed through the
 * sanitiser's allow-list on the server when written (decision 084), so it is set as it is.
 */
export function PostBody({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`forum-post prose-sm max-w-none space-y-3 break-words ${className}`} data-post-body dangerouslySetInnerHTML={{ __html: html }} />;
}
