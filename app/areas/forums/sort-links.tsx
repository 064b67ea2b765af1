import { Link } from "@remix-run/react";

/** A row of plain links that choose how a list is shown (sorts, the top sort's periods): they work without JavaScript. */
export function SortLinks({ label, links, current, marker }: { label: string; links: { key: string; to: string; text: string }[]; current: string; marker: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={link.to}
              aria-current={link.key === current ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm hover:bg-accent-soft aria-[current=page]:border-accent aria-[current=page]:bg-accent-soft aria-[current=page]:font-semibold"
              {...{ [marker]: link.key }}
            >
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
