import { defineTestConfig } from 'shared/testing/rstest';

/** The filter panel renders ~50 Fluent controls: on a busy 2-core machine 5 s is too tight. */
export default defineTestConfig({ name: 'listing', testTimeout: 30_000 });
