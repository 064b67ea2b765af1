import { useField } from "@conform-to/react";
import type { ReactNode } from "react";
import { FileInput } from "~/components/ui/file-input";

/** What POST /api/photos reads (decision 053); anything else it refuses by its bytes anyway. */
const PHOTO_TYPES = "image/jpeg,image/png,image/webp,image/avif";

/**
 * A photo's file input (decision 056): the file goes with the form, and the action sends it to the
 * API before reading the rest. The stored picture shows beside it until another is chosen (the
 * kit's FileInput previews that one). The API's refusal of the file shows below.
 */
export function PhotoInput({
  name,
  label,
  stored,
  previewAlt,
  previewClassName = "h-20 w-28",
  hint,
  children,
}: {
  /** The file field's name, as the action knows it ("featured_photo", "step_sections[0].steps[1].photo"). */
  name: string;
  label: string;
  stored: string | undefined;
  previewAlt: string;
  previewClassName?: string;
  hint?: string;
  /** More under the input: the main photo's "remove" box. */
  children?: ReactNode;
}) {
  const [field] = useField<string>(name);
  const imageClass = `${previewClassName} shrink-0 rounded-lg border border-line object-cover`;
  return (
    <FileInput
      id={field.id}
      name={name}
      label={label}
      hint={hint}
      errors={field.errors}
      errorId={field.errorId}
      accept={PHOTO_TYPES}
      preview={{ alt: previewAlt, className: imageClass }}
      current={stored ? <img src={stored} alt={previewAlt} className={imageClass} /> : null}
      extra={children}
    />
  );
}
