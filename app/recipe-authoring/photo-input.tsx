import { useField } from "@conform-to/react";
import { type ReactNode, useEffect, useState } from "react";
import { FieldError } from "~/components/forms/fields";

/** What POST /api/photos reads (decision 053); anything else it refuses by its bytes anyway. */
const PHOTO_TYPES = "image/jpeg,image/png,image/webp,image/avif";

/**
 * A photo's file input (decision 056): the file goes with the form, and the action sends it to the
 * API before reading the rest. The stored picture shows beside it; with JavaScript a chosen file
 * shows at once (a blob: URL, let go when replaced). The API's refusal of the file shows below.
 */
export function PhotoInput({
  name,
  label,
  stored,
  previewAlt,
  previewClassName = "h-20 w-28",
  children,
}: {
  /** The file field's name, as the action knows it ("featured_photo", "step_sections[0].steps[1].photo"). */
  name: string;
  label: string;
  stored: string | undefined;
  previewAlt: string;
  previewClassName?: string;
  /** More under the input: the main photo's "remove" box. */
  children?: ReactNode;
}) {
  const [field] = useField<string>(name);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? stored;
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        {shown ? <img src={shown} alt={previewAlt} className={`${previewClassName} rounded-lg border border-line object-cover`} /> : null}
        <div className="space-y-2">
          <label className="text-sm">
            <span className="block font-semibold">{label}</span>
            <input
              type="file"
              name={name}
              accept={PHOTO_TYPES}
              aria-describedby={field.errors?.length ? field.errorId : undefined}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                setPreview(file ? URL.createObjectURL(file) : null);
              }}
              className="mt-1 block text-sm"
            />
          </label>
          {children}
        </div>
      </div>
      <FieldError field={field} />
    </>
  );
}
