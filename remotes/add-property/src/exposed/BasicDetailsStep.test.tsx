import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { renderStep, serverDraft, stepScope } from '../test/renderStep';
import { basicDetails } from '../test/sections';
import BasicDetailsStep from './BasicDetailsStep';

describe('the basic details step on a second device', () => {
  it('shows what the owner saved on another device once the server draft arrives', async () => {
    let answer: (draft: ReturnType<typeof serverDraft>) => void = () => undefined;
    const scope = stepScope(undefined, {
      current: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderStep(<BasicDetailsStep />, '/add-property', scope);
    const title = () => screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement;
    expect(title().value).toBe('');
    answer(serverDraft({ basicDetails }));
    await screen.findByDisplayValue(basicDetails.title);
    expect(title().value).toBe(basicDetails.title);
  });
});
