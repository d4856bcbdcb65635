// Admin services write their audit row with the admin of the request (issue 19) and refuse to
// run without one. Tests that call a service directly to set up rows run it as this admin.
import { withAuditActor, type AuditActor } from '@/server/services/audit';

export const TEST_AUDIT_ACTOR: AuditActor = { userId: null, email: 'fixture-admin@example.test' };

/** Runs `run` as an admin would through the API: its audit rows name TEST_AUDIT_ACTOR. */
export async function asAdmin<T>(run: () => Promise<T>): Promise<T> {
  return (await withAuditActor(TEST_AUDIT_ACTOR, run)).result;
}
