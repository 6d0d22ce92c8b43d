/**
 * How long a unit test waits for what a lazily imported chunk renders (the Google map of the
 * locator and site map): the chunk's first import is transformed on demand, which takes seconds
 * while CI runs the test suites side by side (testing-library's default is one second).
 */
export const LAZY_CHUNK_TIMEOUT = 10_000;
