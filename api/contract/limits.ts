/**
 * The bounds both halves enforce, written once: the API validates with them (and has the last
 * word), the web's forms and address readers check the same numbers before asking. Plain numbers,
 * safe in the browser.
 */

// Accounts (docs/decisions/010).
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** A mailed or single-use token sent back: password reset, e-mail verification, social sign-in code. */
export const TOKEN_MAX_LENGTH = 200;

// Reviews: a rating on a scale of 1 to 5 stars, optional text.
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_BODY_MAX_LENGTH = 2000;

// Pages (§5, §9).
/** The highest page number any paged list serves. */
export const MAX_PAGE = 1000;
export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
/** §9: recipe lists (a category, a tag, every recipe, a member's) come 12 to a page. */
export const RECIPES_PER_PAGE = 12;
/** Cursor-paged lists (reviews, follows, the feed): an opaque cursor and at most 50 a page. */
export const CURSOR_MAX_LENGTH = 200;
export const CURSOR_MAX_PER_PAGE = 50;
/** How many of a member's latest doings their dashboard shows. */
export const ACTIVITY_LIMIT = 20;
/** §9: notifications come 20 to a page, at most 50; one mark-read call names at most 50. */
export const NOTIFICATIONS_PER_PAGE = 20;
export const NOTIFICATIONS_MAX_PER_PAGE = 50;
export const MARK_READ_MAX_IDS = 50;
/** The most a sitemap page asks for: one sitemap file holds at most 50,000 addresses. */
export const SITEMAP_MAX_PER_PAGE = 50_000;

// Ids.
/** The largest id a row can have (PostgreSQL's integer): a bigger number in an address names nothing. */
export const RECORD_ID_MAX = 2_147_483_647;

// Slugs.
/** A recipe, category or tag slug (or a recipe id) in an address. */
export const SLUG_MAX_LENGTH = 200;
/** A member's slug in an address. */
export const MEMBER_SLUG_MAX_LENGTH = 100;

// Search (§5).
/** Free text (`q`, the plain-words request, what is typed for suggestions). */
export const SEARCH_TEXT_MAX_LENGTH = 500;
/** Suggestions are only looked for from this many characters on. */
export const SUGGESTION_MIN_LENGTH = 2;
/** A slug in a search filter (category, ingredient, tag). */
export const SEARCH_SLUG_MAX_LENGTH = 100;
/** Items in one list filter (categories, ingredients in or out, tags in or out). */
export const SEARCH_LIST_MAX = 50;
/** Time filters, in minutes, and calorie filters. */
export const MINUTES_MAX = 10_000;
export const CALORIES_MAX = 10_000;
/** Servings, as a filter and as the yield a cook may scale a recipe to. */
export const SERVINGS_MIN = 1;
export const SERVINGS_MAX = 100;

// Popular searches (decisions/031).
/** The most texts one address adds to "popular searches" in a day, however many it searches. */
export const POPULAR_SEARCH_TERMS_PER_ADDRESS_PER_DAY = 20;
/** A text is listed only once this many client-days searched it: one person's search is not shown to everyone. */
export const POPULAR_SEARCH_MIN_COUNT = 2;

// A member's profile (decision 042).
export const BIO_MAX_LENGTH = 500;
export const LOCATION_MAX_LENGTH = 80;
/** Web addresses on a profile: at most this many, each at most this long. */
export const PROFILE_LINKS_MAX = 3;
export const PROFILE_LINK_MAX_LENGTH = 200;
/** The largest picture a member may upload as their avatar. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
