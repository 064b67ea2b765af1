import { Link } from "@remix-run/react";
import { type MouseEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { quotedText, selectionQuote } from "./quote-markdown";

/** Sent to the reply form (./reply-form.tsx) by a Quote button: the reply quoted and the Markdown to add. */
export const QUOTE_EVENT = "forum-quote";
export interface QuoteEventDetail {
  id: number;
  name: string;
  markdown: string;
}

/** The text selected inside `element`, the part of a wider selection that falls in it, or "". */
function selectedTextIn(element: Element | null): string {
  const selection = window.getSelection();
  if (!element || !selection || selection.isCollapsed || selection.rangeCount === 0) return "";
  const range = selection.getRangeAt(0).cloneRange();
  if (!range.intersectsNode(element)) return "";
  const bounds = document.createRange();
  bounds.selectNodeContents(element);
  if (range.compareBoundaryPoints(Range.START_TO_START, bounds) < 0) range.setStart(bounds.startContainer, bounds.startOffset);
  if (range.compareBoundaryPoints(Range.END_TO_END, bounds) > 0) range.setEnd(bounds.endContainer, bounds.endOffset);
  return range.toString().trim();
}

/**
 * A reply's Quote button, for members only (a chunk of its own, decision 082). Without JavaScript a
 * link: the page again with the reply quoted in the form (`?quote=`). With it (decision 102), the
 * quote goes into the form on this page, at the end of what is typed, and the form takes the focus:
 * the part of the reply selected, with its author's name, or the whole reply as the link quotes it.
 */
export function QuoteLink({ reply, href }: { reply: { id: number; user: { name: string }; body_source: string }; href: string }) {
  const { t } = useTranslation("forums");
  // Read when the pointer goes down: a click on the link may clear the selection before `click`.
  const selected = useRef("");
  const bodyOf = () => document.querySelector(`#reply-${reply.id} [data-post-body]`);
  const quote = (event: MouseEvent<HTMLAnchorElement>) => {
    const form = document.querySelector("[data-reply-form]");
    const fragment = selected.current || selectedTextIn(bodyOf());
    selected.current = "";
    if (!form) return;
    event.preventDefault();
    const markdown = fragment ? selectionQuote(fragment, reply.user.name) : quotedText(reply.body_source);
    form.dispatchEvent(new CustomEvent<QuoteEventDetail>(QUOTE_EVENT, { detail: { id: reply.id, name: reply.user.name, markdown } }));
  };
  return (
    <Link
      to={href}
      preventScrollReset
      className="text-sm text-accent underline"
      aria-label={t("quoteOf", { name: reply.user.name })}
      onPointerDown={() => (selected.current = selectedTextIn(bodyOf()))}
      onClick={quote}
      data-quote={reply.id}
    >
      {t("quote")}
    </Link>
  );
}
