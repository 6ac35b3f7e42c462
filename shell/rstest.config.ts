import { defineTestConfig } from 'shared/testing/rstest';

export default defineTestConfig({ name: 'shell', setupFiles: ['./src/test/setup.tsx'] });
