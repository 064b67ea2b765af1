import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { markNotificationsAction, loadNotificationsPage } from "~/notifications/notifications-page.server";
import { routeMeta } from "~/seo/route-meta";

export { NotificationsPage as default } from "~/notifications/notifications-page";

export const meta = routeMeta;
export const loader = (args: LoaderFunctionArgs) => loadNotificationsPage(args);
export const action = (args: ActionFunctionArgs) => markNotificationsAction(args);
