/**
 * The largest quantity one line takes, in the cart and in an order (the quote and order schemas
 * refuse more): a guard against junk, far above any real order. A module of its own so the
 * order schemas can read it without pulling the cart's rules into their chunk.
 */
export const MAX_LINE_QUANTITY = 99;
