/** The edit page's intent for proposing an unmatched ingredient (decision 058): the button's value and the action's case. */
export const PROPOSE_INTENT = "propose-ingredient";
