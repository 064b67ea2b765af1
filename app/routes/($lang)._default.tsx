import { Outlet } from "@remix-run/react";
import { useKeyboardShortcuts } from "~/components/layout/keyboard-shortcuts";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";

/** The default layout: header, the page, footer. */
export default function DefaultLayout() {
  useKeyboardShortcuts();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
