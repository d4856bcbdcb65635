// Settings the browser tests' server starts with (playwright.config.ts) and the specs rely on.
export const E2E_FRIENDS_FAMILY_KEY = 'e2e-friends-family-key-2026';

// The first admin the browser tests' server creates (ADMIN_EMAIL / ADMIN_PASSWORD), so the admin
// spec can sign in as an operator would.
export const E2E_ADMIN_EMAIL = 'admin@tress.test';
export const E2E_ADMIN_PASSWORD = 'correct horse battery staple';
