// Settings the browser tests' server starts with (playwright.config.ts) and the specs rely on.
export const E2E_FRIENDS_FAMILY_KEY = 'e2e-friends-family-key-2026';
