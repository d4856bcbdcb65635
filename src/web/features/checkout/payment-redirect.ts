/**
 * Leaves the shop for a payment page (the provider's, or in test mode the test bank page): a full
 * page load, since the provider's page is not one of ours. One object, so tests can watch where
 * the shopper is sent (jsdom's own `location.assign` cannot be spied on).
 */
export const paymentRedirect = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
