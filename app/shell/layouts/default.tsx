import { Outlet } from "@remix-run/react";
import { useFocusMainOnNavigation } from "~/shell/site-frame/focus-on-navigation";
import { useKeyboardShortcuts } from "~/shell/site-frame/keyboard-shortcuts";
import { SiteFooter } from "~/shell/site-frame/site-footer";
import { SiteHeader } from "~/shell/site-frame/site-header";
import { SkipLink } from "~/shell/site-frame/skip-link";

/** The default layout: header, the page, footer. */
export default function DefaultLayout() {
  useKeyboardShortcuts();
  useFocusMainOnNavigation();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
