import { useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Calls `onAccepted` once the page's post (the compose form's "post" intent) is accepted. The
 * actions answer an accepted post with a redirect, which Remix follows as a navigation to a new
 * location; a refused one reloads the location it was sent from, with the refusal.
 */
export function usePostAccepted(onAccepted: () => void) {
  const navigation = useNavigation();
  const sentFrom = useRef<string | null>(null);
  const latest = useRef(onAccepted);
  latest.current = onAccepted;
  useEffect(() => {
    if (navigation.state === "submitting") {
      // Enter in a text box sends the first button's, "post" too. Other forms of the page (the theme, a reaction) have none or their own.
      sentFrom.current = navigation.formData?.get("intent") === "post" ? navigation.location.key : null;
    } else {
      if (navigation.state === "loading" && sentFrom.current !== null && navigation.location.key !== sentFrom.current) latest.current();
      sentFrom.current = null;
    }
  }, [navigation]);
}
