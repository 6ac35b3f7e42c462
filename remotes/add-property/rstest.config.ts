import { defineTestConfig } from 'shared/testing/rstest';

/** Step forms render many Fluent controls: on a busy 2-core machine 5 s is too tight. */
export default defineTestConfig({ name: 'add-property', testTimeout: 30_000 });
