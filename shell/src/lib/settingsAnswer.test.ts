import { describe, expect, it } from '@rstest/core';
import { settingsAnswerSchema } from 'shared/contracts/settings';
import { settingsAnswer } from './settingsAnswer';

const valid = {
  isSuccess: true,
  message: 'ok',
  data: [
    {
      _id: 'a',
      configKey: 'FOOTER',
      title: 'About',
      configUrl: '/about',
      content: '<p>x</p>',
      configValue: null,
    },
    {
      _id: 'b',
      configKey: 'LOGO',
      title: null,
      configUrl: null,
      content: null,
      configValue: '/logo.webp',
    },
  ],
};

describe('settingsAnswer (first-load check of the settings contract)', () => {
  it('accepts what the zod contract accepts, with the same result', () => {
    const ours = settingsAnswer.safeParse(valid);
    const contract = settingsAnswerSchema.safeParse(valid);
    expect(ours.success).toBe(true);
    expect(contract.success).toBe(true);
    expect(ours.success && ours.data).toEqual(contract.success && contract.data);
  });

  it.each([
    ['a failure envelope', { isSuccess: false, message: 'no' }],
    ['no data list', { isSuccess: true, message: 'ok', data: 'x' }],
    ['an item without _id', { isSuccess: true, message: 'ok', data: [{ configKey: 'LOGO' }] }],
    ['a non-object item', { isSuccess: true, message: 'ok', data: [42] }],
    ['null', null],
  ])('rejects %s, as the contract does', (_, body) => {
    expect(settingsAnswer.safeParse(body).success).toBe(false);
    expect(settingsAnswerSchema.safeParse(body).success).toBe(false);
  });

  it('turns non-string optional fields into null', () => {
    const parsed = settingsAnswer.safeParse({
      isSuccess: true,
      message: 'ok',
      data: [{ _id: 'a', configKey: 'LOGO', configValue: 5 }],
    });
    expect(parsed.success && parsed.data.data[0]?.configValue).toBeNull();
  });
});
