import { type ReactNode, useId, useRef } from "react";
import { useHydrated } from "~/platform/http/use-hydrated";

const triggerClass = "inline-flex min-h-11 cursor-pointer list-none items-center rounded-lg px-4 font-semibold text-danger hover:bg-accent-soft [&::-webkit-details-marker]:hidden";

/**
 * A destructive action asked twice. The first button only asks: without JavaScript it opens a
 * disclosure holding the question and `children` (the form whose button does it); with JavaScript
 * the same question and form come in a modal dialog with a way back.
 */
export function ConfirmAction({ label, question, cancelLabel, children }: { label: string; question: string; cancelLabel: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const questionId = useId();
  const body = (
    <>
      <p id={questionId} className="font-semibold">
        {question}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {children}
        {hydrated ? (
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-ink hover:bg-accent-soft"
          >
            {cancelLabel}
          </button>
        ) : null}
      </div>
    </>
  );
  if (!hydrated) {
    return (
      <details data-confirm="disclosure">
        <summary className={triggerClass}>{label}</summary>
        <div role="group" aria-labelledby={questionId} className="mt-2 rounded-xl border border-line bg-surface p-4">
          {body}
        </div>
      </details>
    );
  }
  return (
    <>
      <button type="button" className={triggerClass} aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={questionId}
        data-confirm="dialog"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface-raised p-5 text-ink shadow-raised backdrop:bg-black/40"
      >
        {body}
      </dialog>
    </>
  );
}
