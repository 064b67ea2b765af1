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
/**
 * The most recipes one member may keep saved: every signed-in page carries their ids (so a card can
 * say "Guardado"), which this keeps under about 8 KB.
 */
export const SAVED_RECIPES_MAX = 1000;
/** Saved recipes come 24 to a page on /user/saved-recipes (a grid of 2, 3 or 4 columns). */
export const SAVED_RECIPES_PER_PAGE = 24;
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

/** A manual shopping-list line ("papel de cocina", "2 limones"). */
export const SHOPPING_LINE_TEXT_MAX_LENGTH = 200;
/** Lines one shopping list may hold, so a loop of additions cannot grow it without end. */
export const SHOPPING_LIST_MAX_LINES = 500;

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

// Member photos (docs/decisions/053).
/** The most an uploaded photo may weigh: a 12-megapixel phone JPEG weighs 2-6 MB. */
export const PHOTO_MAX_BYTES = 12 * 1024 * 1024;

// Cooksnaps, "Lo he cocinado" (docs/decisions/055).
/** A cooksnap's comment: a line or two, as under a photo. */
export const COOKSNAP_COMMENT_MAX_LENGTH = 280;
/** How many of a recipe's latest cooksnaps its page shows. */
export const COOKSNAPS_ON_RECIPE_PAGE = 6;
/** How many of the followed cooks' latest cooksnaps a member's home shows (decision 081). */
export const FOLLOWED_COOKSNAPS_ON_HOME = 6;

// Recipe lists (decision 045).
export const RECIPE_LIST_NAME_MAX_LENGTH = 80;
export const RECIPE_LIST_DESCRIPTION_MAX_LENGTH = 500;
/** How many lists one member may keep, and how many recipes one list may hold. */
export const RECIPE_LISTS_PER_MEMBER = 50;
export const RECIPES_PER_RECIPE_LIST = 200;
/** How many recipe pictures a list's card shows. */
export const RECIPE_LIST_COVERS = 3;
// Meal planner (docs/decisions/046).
/** A plan covers 1 to 31 days, a week (Monday to Sunday) by default. */
export const MEAL_PLAN_MAX_DAYS = 31;
export const MEAL_PLAN_DEFAULT_DAYS = 7;
export const MEAL_PLAN_NAME_MAX_LENGTH = 80;
export const MEAL_PLAN_NOTE_MAX_LENGTH = 200;
export const MEAL_PLAN_MAX_SERVINGS = 100;
/** The most entries one plan holds (31 days × 4 slots × a few dishes). */
export const MEAL_PLAN_MAX_ENTRIES = 300;
export const MEAL_PLANS_PER_PAGE = 20;
/** A calendar feed token: 32 random bytes in base64url. */
export const CALENDAR_TOKEN_MAX_LENGTH = 64;
// The pantry (issue 14, decision 048).
/** The most ingredients one pantry holds: more is a shop's stock, not a kitchen's. */
export const PANTRY_MAX_ITEMS = 300;
/** The largest amount of one pantry ingredient (grams, millilitres or pieces). */
export const PANTRY_QUANTITY_MAX = 100_000;
/** The units a pantry amount is written in: the recipe lines' codes for weight, volume and pieces. */
export const PANTRY_UNITS = ["unit", "g", "kg", "ml", "l", "can", "bunch", "clove"] as const;
/** "What can I make" comes 20 recipes to a page. */
export const PANTRY_RECIPES_PER_PAGE = 20;
/** Catalogue matches offered while typing an ingredient. */
export const INGREDIENT_MATCHES = 8;

// Ingredient proposals (docs/decisions/058).
/** A proposed ingredient's name in one language ("romanesco", "fenogreco fresco"). */
export const INGREDIENT_NAME_MAX_LENGTH = 80;
/** Why an admin turned a proposal down, as the proposer reads it. */
export const PROPOSAL_REJECTION_REASON_MAX_LENGTH = 300;

// Sharing a shopping list (decision 048).
/** The most members one list is shared with, besides its owner. */
export const SHOPPING_LIST_MAX_MEMBERS = 10;
// Importing a recipe from a link (docs/decisions/051).
/** The longest address a member may paste. */
export const RECIPE_IMPORT_URL_MAX_LENGTH = 2000;
/** What a draft keeps of a page: longer lists and texts are cut, not refused. */
export const RECIPE_TITLE_MAX_LENGTH = 200;
export const RECIPE_DESCRIPTION_MAX_LENGTH = 2000;
export const RECIPE_INGREDIENTS_MAX = 100;
export const INGREDIENT_LINE_MAX_LENGTH = 300;
export const RECIPE_STEPS_MAX = 100;
export const RECIPE_STEP_MAX_LENGTH = 2000;
// Writing recipes (docs/decisions/052); title, description, lines and steps are bounded above.
/** A heading over a group of steps ("Para la salsa"). */
export const RECIPE_SECTION_NAME_MAX_LENGTH = 120;
export const RECIPE_CATEGORIES_MAX = 10;
export const RECIPE_TAGS_MAX = 20;
/** The cook's notes and tips, what the recipe makes ("24 galletas"), its tools and its credit (decision 078). */
export const RECIPE_NOTES_MAX_LENGTH = 2000;
export const RECIPE_YIELD_MAX_LENGTH = 80;
export const RECIPE_EQUIPMENT_MAX = 20;
export const RECIPE_EQUIPMENT_ITEM_MAX_LENGTH = 80;
export const RECIPE_SOURCE_MAX_LENGTH = 200;
/** A video link or a step's picture address. */
export const RECIPE_URL_MAX_LENGTH = 500;
/** Grams of a nutrient per serving, and milligrams of sodium. */
export const NUTRIENT_GRAMS_MAX = 1000;
export const SODIUM_MG_MAX = 100_000;
/** How long a deleted recipe may be restored by its author. */
export const RECIPE_RESTORE_DAYS = 30;
/** How many published remixes a recipe's page lists (all are counted). */
export const RECIPE_REMIXES_SHOWN = 6;

// Forums (issue 33; decisions 083, 084).
/** A thread's title: a question in a line. */
export const FORUM_TITLE_MIN_LENGTH = 8;
export const FORUM_TITLE_MAX_LENGTH = 140;
/** A post's Markdown source (a thread's opening post or a reply). */
export const FORUM_BODY_MIN_LENGTH = 2;
export const FORUM_BODY_MAX_LENGTH = 10_000;
/** Threads on a page of a category, replies on a page of a thread. */
export const FORUM_THREADS_PER_PAGE = 20;
/** The most busiest threads one call lists (the community's week shows 5). */
export const FORUM_BUSIEST_MAX = 10;
export const FORUM_REPLIES_PER_PAGE = 50;
/** How many recipe links of a post become cards (the rest stay links). */
export const FORUM_RECIPE_CARDS_MAX = 3;
/** How many members one post's `@handle` mentions may notify (decision 087). */
export const FORUM_MENTIONS_MAX = 10;
/** Questions where the cook is (decision 095): how many recipes one thread is linked to, and how many of a recipe's threads its page shows. */
export const FORUM_RECIPE_LINKS_MAX = 5;
export const FORUM_RECIPE_QUESTIONS_SHOWN = 5;
/** Ingredients a thread is linked to (decision 099): found in its text, and chosen on the form. */
export const FORUM_INGREDIENT_LINKS_MAX = 5;
export const FORUM_INGREDIENTS_CHOSEN_MAX = 3;
/** Threads an ingredient's section of the recipe search shows. */
export const FORUM_INGREDIENT_THREADS_SHOWN = 4;
/** Forum search (decision 095): the words asked for, and threads on a page of results. */
export const FORUM_SEARCH_MAX_LENGTH = 200;
export const FORUM_SEARCH_PER_PAGE = 20;
/** A moderator's reason for pinning, locking or moving a thread (decision 091): a short line. */
/** A new member's (trust level 0) first posts held for a moderator, and what one of their posts may carry (decision 094). */
export const FORUM_NEW_MEMBER_HELD_POSTS = 2;
export const FORUM_NEW_MEMBER_LIMITS = { links: 2, images: 1, mentions: 2 } as const;
/** A flag's note (decision 094). */
export const FLAG_NOTE_MIN_LENGTH = 3;
export const FLAG_NOTE_MAX_LENGTH = 300;
export const MODERATION_REASON_MIN_LENGTH = 3;
export const MODERATION_REASON_MAX_LENGTH = 300;

// Articles (issue 34, decision 103)
export const ARTICLE_TITLE_MIN_LENGTH = 8;
export const ARTICLE_TITLE_MAX_LENGTH = 140;
export const ARTICLE_DEK_MIN_LENGTH = 20;
export const ARTICLE_DEK_MAX_LENGTH = 320;
export const ARTICLE_BODY_MIN_LENGTH = 200;
export const ARTICLE_BODY_MAX_LENGTH = 40_000;
export const ARTICLES_PER_PAGE = 12;
/** Recipes an editor picks as related, besides those the body links to; the page shows at most this many. */
export const ARTICLE_RELATED_RECIPES_MAX = 6;
/** Articles the recipe search's "Artículos" group shows. */
export const ARTICLE_SEARCH_SHOWN = 3;
/** A plus-only article's public preview: its opening paragraphs up to about this many words. */
export const ARTICLE_PREVIEW_WORDS = 90;
/** Reading time at this pace, rounded up, at least a minute. */
export const READING_WORDS_PER_MINUTE = 200;

// Challenges (issue 34, decision 109)
export const CHALLENGE_TITLE_MIN_LENGTH = 5;
export const CHALLENGE_TITLE_MAX_LENGTH = 120;
export const CHALLENGE_THEME_MIN_LENGTH = 20;
export const CHALLENGE_THEME_MAX_LENGTH = 600;
export const CHALLENGE_RULES_MIN_LENGTH = 20;
export const CHALLENGE_RULES_MAX_LENGTH = 3000;
/** Catalogue ingredients or tags a challenge may require of every entry. */
export const CHALLENGE_REQUIREMENTS_MAX = 5;
/** Entries one member may make at most, whatever a challenge allows. */
export const CHALLENGE_ENTRIES_PER_MEMBER_MAX = 10;
/** Entries a challenge's page lists (the leaderboard's order once results are out). */
export const CHALLENGE_ENTRIES_SHOWN = 60;
export const CHALLENGES_LISTED = 60;
// Events (issue 34, decision 106)
export const EVENT_TITLE_MIN_LENGTH = 6;
export const EVENT_TITLE_MAX_LENGTH = 140;
export const EVENT_DESCRIPTION_MIN_LENGTH = 20;
export const EVENT_DESCRIPTION_MAX_LENGTH = 4000;
export const EVENT_PLACE_MAX_LENGTH = 200;
export const EVENT_CAPACITY_MAX = 500;
/** Recipes an event cooks along with. */
export const EVENT_RECIPES_MAX = 6;
/** Events a list shows: the coming ones, or the latest past ones. */
export const EVENTS_LISTED = 50;
