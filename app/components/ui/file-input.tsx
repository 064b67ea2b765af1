import { type ReactNode, useEffect, useRef, useState } from "react";
import { type FieldProps, Field } from "./field";

/** A file input's button, in the kit's box: a 44 px secondary button before the chosen file's name. */
const fileInputClass =
  "block w-full text-sm text-ink file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-solid file:border-line file:bg-surface file:px-4 file:font-semibold file:text-ink hover:file:bg-accent-soft";

/**
 * A labelled file input that the form posts as it is, with or without JavaScript. Once hydrated, a
 * chosen picture shows at once (a blob: address, which the CSP's img-src allows; let go when
 * replaced); until one is chosen `current` shows (the stored picture, the avatar).
 */
export function FileInput({
  name,
  accept,
  preview,
  current,
  previewPlace = "beside",
  extra,
  ...field
}: Omit<FieldProps, "children"> & {
  name: string;
  accept: string;
  /** The chosen picture's alt text and classes; `marker` is a data attribute naming it for tests. */
  preview: { alt: string; className: string; marker?: string };
  current?: ReactNode;
  /** Beside the input (a thumbnail) or under it (a large view). */
  previewPlace?: "beside" | "below";
  /** More under the input: a "remove" box. */
  extra?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen) : undefined), [chosen]);
  const choose = () => {
    const file = input.current?.files?.[0];
    setChosen(file && file.type.startsWith("image/") ? URL.createObjectURL(file) : null);
  };
  // A picture chosen while the page was still loading its JavaScript fired no change React saw.
  useEffect(choose, []);
  const marker = preview.marker ? { [preview.marker]: "" } : {};
  const shown = chosen ? <img src={chosen} alt={preview.alt} className={preview.className} {...marker} /> : (current ?? null);
  const control = (
    <Field {...field} className="min-w-0 flex-1 space-y-1.5">
      {(wiring) => <input ref={input} type="file" name={name} accept={accept} onChange={choose} className={fileInputClass} {...wiring} />}
    </Field>
  );
  return previewPlace === "beside" ? (
    <div className="flex flex-wrap items-start gap-4">
      {shown}
      <div className="min-w-0 flex-1 space-y-2">
        {control}
        {extra}
      </div>
    </div>
  ) : (
    <div className="space-y-2">
      {control}
      {extra}
      {shown}
    </div>
  );
}
