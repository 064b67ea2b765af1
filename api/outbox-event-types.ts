import { followEvent, reviewEvent } from "./community/community-outbox-events";
import { challengeResultsEvent, challengeVotingEvent } from "./challenges/challenge-outbox-events";
import { eventCancelledEvent, eventPromotedEvent, eventReminderEvent } from "./events/event-outbox-events";
import { cooksnapEvent } from "./cooksnaps/cooksnap-outbox-events";
import { forumEditMentionsEvent, forumPostChangedEvent, forumReplyEvent, forumThreadEvent } from "./forums/forum-outbox-events";
import { ingredientProposalDecidedEvent } from "./ingredient-proposals/ingredient-proposal-outbox-events";
import { outboxEventTypesByKind } from "./outbox/outbox-events";
import { recipePublishedEvent } from "./recipe-authoring/recipe-outbox-events";
import { shoppingListInvitedEvent } from "./shopping-list-sharing/sharing-outbox-events";

/** Every area's outbox event types, for the worker to look stored events up by kind (decisions/067); a new kind is one line here. */
export const outboxEventTypes = outboxEventTypesByKind([
  followEvent,
  reviewEvent,
  cooksnapEvent,
  ingredientProposalDecidedEvent,
  recipePublishedEvent,
  shoppingListInvitedEvent,
  forumReplyEvent,
  forumThreadEvent,
  forumPostChangedEvent,
  forumEditMentionsEvent,
  challengeVotingEvent,
  challengeResultsEvent,
  eventPromotedEvent,
  eventCancelledEvent,
  eventReminderEvent,
]);
