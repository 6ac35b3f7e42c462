import { defineTestConfig } from 'shared/testing/rstest';

export default defineTestConfig({ name: 'shell' });
