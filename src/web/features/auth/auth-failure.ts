import * as ERROR_CODE from '@/domain/error-codes';

/** The shape of a supabase-js AuthError, as far as the forms read it. */
export interface AuthFailure {
  message: string;
  name?: string | undefined;
  code?: string | undefined;
  status?: number | undefined;
}

const UNREACHABLE =
  "The shop's server did not answer. Check your internet connection, then try again in a moment.";

/**
 * No answer at all: the server is down or the network is gone. supabase-js reports it as an
 * AuthRetryableFetchError with status 0 and the browser's own words ("Failed to fetch", "Load
 * failed", "NetworkError when attempting to fetch resource."); a code chunk that could not be
 * downloaded is a TypeError of the same kind.
 */
function isUnreachable(error: AuthFailure): boolean {
  if (error.name === 'AuthRetryableFetchError') return !error.status;
  return error.name === 'TypeError' && /fetch|network|load failed|import/i.test(error.message);
}

/** What went wrong, in words an admin can act on. */
export function describeAuthFailure(error: AuthFailure): string {
  if (isUnreachable(error)) return UNREACHABLE;
  if (error.code === 'invalid_credentials') return 'That email address and password do not match.';
  if (
    error.status === 429 ||
    error.code === 'over_request_rate_limit' ||
    error.code === ERROR_CODE.RATE_LIMITED ||
    error.code === 'over_email_send_rate_limit'
  ) {
    // The server says how long (an account's back-off, a mail a minute) when it knows.
    return /\b(try again in|request this after) \d+ (seconds?|minutes?)\b/.test(error.message)
      ? error.message
      : 'Too many attempts. Please wait a minute before you try again.';
  }
  if (error.code === 'weak_password') {
    return error.message || 'Choose a longer password that is harder to guess.';
  }
  if (error.code === 'same_password') return 'Choose a password that differs from the old one.';
  if (error.code === 'insufficient_aal') {
    return 'This needs a sign-in with your authenticator app code. Sign out, then sign in with your password and the code.';
  }
  // Server trouble arrives with bodies like "{}" or an HTML page: say what happened instead.
  const readable = error.message && !/^\s*[{<]/.test(error.message);
  if ((error.status !== undefined && error.status >= 500) || !readable) {
    const status = error.status ? ` (status ${error.status})` : '';
    return `The sign-in service is not answering right now${status}. Please try again in a moment.`;
  }
  return error.message;
}

export function failureOf(error: unknown, fallback: string): string {
  return error instanceof Error ? describeAuthFailure(error) : fallback;
}

/** What went wrong with a 6-digit authenticator code (supabase-js's mfa.challenge / verify). */
export function describeCodeFailure(error: AuthFailure): string {
  if (error.code === 'mfa_verification_failed') {
    return 'That code is not right. Check your authenticator app and type the code it shows now.';
  }
  if (error.status === 429 || error.code === 'over_request_rate_limit') {
    return 'Too many wrong codes. Wait a few minutes, then try again with a fresh code.';
  }
  if (error.code === 'mfa_challenge_expired') {
    return 'The code came too late. Type the code your app shows now.';
  }
  return describeAuthFailure(error);
}
