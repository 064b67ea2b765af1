import { useActionData, useLocation, useSearchParams } from "@remix-run/react";
import { useState } from "react";

/**
 * The `?saved=1` notice of a settings page, and a key that changes only after a successful save, so
 * the form then shows the saved values (a failed save keeps what was typed).
 */
export function useSavedState() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const actionData = useActionData();
  const saved = searchParams.get("saved") === "1" && !actionData;
  const [formKey, setFormKey] = useState(location.key);
  if (saved && location.key !== formKey) setFormKey(location.key);
  return { saved, formKey };
}
