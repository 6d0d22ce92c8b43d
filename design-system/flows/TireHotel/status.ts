/** The status of a validated session that is logged in (specs §3: 0 means logged in). */
export const LOGGED_IN_STATUS = 0;
