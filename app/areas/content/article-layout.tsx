import type { ReactNode } from "react";

export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}

/** A readable text page: title, intro, then the body, at reading width. */
export function ArticleLayout({ title, intro, updated, children }: { title: string; intro: string; updated?: string; children: ReactNode }) {
  return (
    <article className="container-content py-10 md:py-14">
      <div className="prose-reading mx-auto">
        <h1 className="text-3xl font-semibold md:text-5xl">{title}</h1>
        {updated ? <p className="mt-2 text-sm text-ink-muted">{updated}</p> : null}
        <p className="mt-4 text-lg text-ink-muted">{intro}</p>
        <div className="mt-8 space-y-8">{children}</div>
      </div>
    </article>
  );
}

export function ArticleSections({ sections }: { sections: Record<string, { heading: string; body: string }> }) {
  return (
    <>
      {Object.entries(sections).map(([key, section]) => (
        <section key={key} aria-labelledby={`section-${key}`} className="space-y-3">
          <h2 id={`section-${key}`} className="text-2xl font-semibold">
            {section.heading}
          </h2>
          <Paragraphs text={section.body} />
        </section>
      ))}
    </>
  );
}
