/**
 * The SESSION_SECRET the e2e server runs with (playwright.config.ts), so specs can start a tire
 * hotel session without sending one-time codes (the per-client code limit is shared by all specs).
 */
export const E2E_SESSION_SECRET = "e2e-only-tirehotel-session-secret-0123456789";
