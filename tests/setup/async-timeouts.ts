/**
 * How long a unit test waits for what a lazily imported chunk renders (the Google map of the
 * locator and site map): the chunk's first import is transformed on demand, which takes seconds
 * while CI runs the test suites side by side (longer than the default below).
 */
export const LAZY_CHUNK_TIMEOUT = 10_000;

/** How long `findBy…` and `waitFor` wait by default in unit tests (tests/setup/unit.ts). */
export const UNIT_ASYNC_TIMEOUT = 5_000;
