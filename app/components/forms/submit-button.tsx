import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";

/**
 * A form's submit button; `pending` dims it while the answer is on its way. Apart from the conform
 * fields so that a page with one plain form does not load conform on its first load.
 */
export function SubmitButton({ children, pending = false }: { children: ReactNode; pending?: boolean }) {
  return (
    <Button type="submit" aria-disabled={pending || undefined} className="w-full justify-center aria-disabled:opacity-70 sm:w-auto">
      {children}
    </Button>
  );
}
