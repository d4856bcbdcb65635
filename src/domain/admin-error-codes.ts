// The error codes of admin accounts (issue 19): two-factor sign-in, reauthentication and the
// admins themselves. Part of the one enum of codes (ERROR_CODES in api-problem.ts) like those
// of error-codes.ts, and kept apart only so that the shop's pages do not load them: the admin's
// pages import them as `* as ACCOUNT_ERROR_CODE`.

/** An admin API called with an aal1 token by a user who has a verified second factor. */
export const MFA_REQUIRED = 'MFA_REQUIRED';
/** ADMIN_MFA=required and the admin has no verified second factor yet: enrol one first. */
export const MFA_ENROLMENT_REQUIRED = 'MFA_ENROLMENT_REQUIRED';
/**
 * The session of an invitation link whose account has not chosen its password yet (issue 28):
 * it may choose the password (and set up a second factor), nothing else.
 */
export const INVITATION_PENDING = 'INVITATION_PENDING';
/** A sensitive change without a sign-in or factor verification in the last 10 minutes. */
export const REAUTHENTICATION_REQUIRED = 'REAUTHENTICATION_REQUIRED';
/** An admin cannot remove their own account. */
export const CANNOT_REMOVE_SELF = 'CANNOT_REMOVE_SELF';
/** An admin through the server's ADMIN_EMAILS setting: removed there, not from the shop. */
export const CONFIGURED_ADMIN = 'CONFIGURED_ADMIN';
/** The last admin cannot be removed. */
export const LAST_ADMIN = 'LAST_ADMIN';
/** The address already belongs to an account. */
export const ACCOUNT_EXISTS = 'ACCOUNT_EXISTS';
/** Admins are managed in the Supabase dashboard: the server has no service key for its admin API. */
export const ADMIN_API_NOT_CONFIGURED = 'ADMIN_API_NOT_CONFIGURED';
