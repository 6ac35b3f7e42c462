import { type AppConfig, loadConfig } from '../../src/config';

export const TEST_ENV = {
  NODE_ENV: 'test',
  DATA_DIR: 'memory',
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
  ADMIN_EMAIL: 'admin@test.local',
  ADMIN_PASSWORD: 'Correct-Horse-42',
  // Tests change the builds and the registry file between two requests.
  SITE_RECHECK_MS: '0',
};

export function testConfig(env: Record<string, string | undefined> = {}): AppConfig {
  return loadConfig({ ...TEST_ENV, ...env });
}
