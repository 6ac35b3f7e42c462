import { defineTestConfig } from './src/testing/rstestConfig';

export default defineTestConfig({ name: 'shared' });
