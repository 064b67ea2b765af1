import { type KeyboardEvent, type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "~/components/ui/input";
import { SEARCH_SLUG_MAX_LENGTH } from "#api/contract/limits";

/** The filter panel's building blocks: a facet's section, an option with its count, chosen values, the name typeaheads. */

const fieldsetClass = "border-t border-line pt-4";
export const optionClass = "flex min-h-9 items-center gap-2 text-sm";

export function Section({ facet, title, children, open = true }: { facet: string; title: string; children: ReactNode; open?: boolean }) {
  return (
    <details open={open} className={fieldsetClass} data-facet={facet}>
      <summary className="cursor-pointer font-semibold">{title}</summary>
      <div className="mt-3 space-y-2">{children}</div>
    </details>
  );
}

function Count({ value }: { value: number }) {
  return <span className="ml-auto text-xs tabular-nums text-ink-muted">{value}</span>;
}

/** One checkbox or radio of a facet, with its label and, where the facet counts it, its count. */
export function Option({
  type,
  name,
  value,
  checked,
  count,
  className = optionClass,
  children,
}: {
  type: "checkbox" | "radio";
  name: string;
  value: string | number;
  checked?: boolean;
  count?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={className}>
      <input type={type} name={name} value={value} defaultChecked={checked} className="size-4" />
      {children}
      {count === undefined ? null : <Count value={count} />}
    </label>
  );
}

/** A checked box per chosen value, so a plain GET form keeps them; unchecking removes one. */
export function ChosenChips({ name, values, names, tone }: { name: string; values: string[]; names: Map<string, string>; tone: "include" | "exclude" }) {
  const { t } = useTranslation("search");
  if (!values.length) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {values.map((slug) => (
        <li key={slug}>
          <label
            className={`inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm ${tone === "include" ? "border-accent bg-accent-soft" : "border-line bg-surface line-through decoration-danger"}`}
          >
            <input type="checkbox" name={name} value={slug} defaultChecked className="size-4" />
            <span>
              {tone === "include" ? t("include") : t("exclude")} {names.get(slug) ?? slug}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

const attributeEscapes: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" };

/**
 * The names a typeahead offers, rendered once for both of its fields (include and exclude). Several
 * hundred options written as markup rather than React elements: they never change on their own, and
 * hydrating them one by one was a good part of the search page's main-thread time (docs/decisions/025).
 */
export function NameList({ id, names }: { id: string; names: Set<string> }) {
  const options = [...names].map((name) => `<option value="${name.replace(/[&"<>]/g, (character) => attributeEscapes[character]!)}"></option>`).join("");
  return <datalist id={id} dangerouslySetInnerHTML={{ __html: options }} />;
}

/** A text field with the catalogue's names as suggestions; it commits on Enter or on picking an option. */
export function Typeahead({
  name,
  label,
  listId,
  options,
  onCommit,
  typed,
}: {
  name: string;
  label: string;
  listId: string;
  options: Set<string>;
  onCommit: (input: HTMLInputElement) => void;
  /** A name the catalogue did not know, kept in the field after the page said so (typed-ingredients.ts). */
  typed?: string;
}) {
  const { t } = useTranslation("search");
  const id = useId();
  const commitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" && event.currentTarget.value.trim()) {
      event.preventDefault();
      onCommit(event.currentTarget);
    }
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm">
        {label}
      </label>
      <Input
        id={id}
        name={name}
        list={listId}
        autoComplete="off"
        maxLength={SEARCH_SLUG_MAX_LENGTH}
        placeholder={t("typeaheadHint")}
        defaultValue={typed}
        aria-invalid={typed ? true : undefined}
        data-typeahead
        onKeyDown={commitOnEnter}
        onChange={(event) => {
          if (options.has(event.currentTarget.value)) onCommit(event.currentTarget);
        }}
      />
    </div>
  );
}

/** Each category followed by its children, so sub-cuisines sit under their cuisine. */
export function inTreeOrder<T extends { id: number; parent_id: number | null }>(categories: T[]): T[] {
  const children = new Map<number | null, T[]>();
  for (const category of categories) children.set(category.parent_id, [...(children.get(category.parent_id) ?? []), category]);
  const ordered: T[] = [];
  const visit = (parent: number | null) => {
    for (const category of children.get(parent) ?? []) {
      ordered.push(category);
      visit(category.id);
    }
  };
  visit(null);
  return ordered;
}
