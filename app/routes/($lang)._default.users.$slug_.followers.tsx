import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadFollowListPage } from "~/community/follow-list-page.server";
import { FollowListPage } from "~/components/community/follow-list-page";
import { routeMeta } from "~/seo/route-meta";

export const handle = { i18n: ["community"] };
export const meta = routeMeta;
export const loader = (args: LoaderFunctionArgs) => loadFollowListPage(args, "followers");

/** /users/{slug}/followers */
export default FollowListPage;
