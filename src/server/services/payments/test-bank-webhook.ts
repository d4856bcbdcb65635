// The test bank's webhook (issue 31): after a change the bank tells the shop the payment's id,
// and the shop fetches the payment back (settleFromProvider), as with Mollie. The payments a
// shopper left open are confirmed by the bank a little later: every instance sweeps them, and
// the one whose UPDATE confirmed a payment is the one that tells the shop; a decision the shop
// did not take in (its "webhook" failed) is told again by the next sweep.
import { settleFromProvider, type SettleDeps } from './settlement';
import { confirmDueTestBankPayments, untoldTestBankPayments } from './test-bank';

export async function confirmOpenTestBankPayments(deps: SettleDeps, now?: Date): Promise<number> {
  const references = await confirmDueTestBankPayments(deps.db, now);
  for (const reference of references) {
    const outcome = await settleFromProvider(deps, reference);
    deps.logger.info('test bank confirmed a payment left open', { payment: reference, outcome });
  }
  // A decision whose "webhook" failed (the shop was down a moment) is told again.
  for (const reference of await untoldTestBankPayments(deps.db)) {
    const outcome = await settleFromProvider(deps, reference);
    deps.logger.info('test bank told the shop again', { payment: reference, outcome });
  }
  return references.length;
}

/** How often each instance running the test provider looks for open payments to confirm. */
export const TEST_BANK_SWEEP_MS = 5_000;
