import { describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectLocation } from 'shared/testing';
import { draftWith, renderStep, serverDraft, stepScope } from '../test/renderStep';
import { basicDetails, locationDetails } from '../test/sections';
import { WizardLayout } from './WizardLayout';

describe('wizard layout', () => {
  it('goes to the next step when the step says its data is saved', async () => {
    const onNext = rs.fn(async () => true);
    renderStep(<WizardLayout step={0} onNext={onNext} />, '/add-property', stepScope());
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    await expectLocation('/add-property/location');
  });

  it('shows Saving… before the step checks and saves (the click is answered at once)', async () => {
    const labels: string[] = [];
    const onNext = rs.fn(() => {
      labels.push(screen.getByRole('button', { name: /Saving|Next/ }).textContent ?? '');
      return true;
    });
    renderStep(<WizardLayout step={0} onNext={onNext} />, '/add-property', stepScope());
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await expectLocation('/add-property/location');
    expect(labels).toEqual(['Saving…']);
  });

  it('stays when the step refuses', async () => {
    renderStep(<WizardLayout step={0} onNext={() => false} />, '/add-property', stepScope());
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await expectLocation('/add-property');
  });

  it('goes back one step', async () => {
    const scope = stepScope(draftWith({ basicDetails }));
    renderStep(<WizardLayout step={1} onNext={() => true} />, '/add-property/location', scope);
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await expectLocation('/add-property');
  });
});

describe('step guard', () => {
  it('sends a step reached directly to the first incomplete step', async () => {
    const scope = stepScope(draftWith({ basicDetails }));
    renderStep(<WizardLayout step={3} onNext={() => true} />, '/add-property/media', scope);
    await expectLocation('/add-property/location');
  });

  it('treats a saved section that no longer passes its schema as incomplete', async () => {
    const scope = stepScope(draftWith({ basicDetails: { ...basicDetails, title: '' } }));
    renderStep(<WizardLayout step={1} onNext={() => true} />, '/add-property/location', scope);
    await expectLocation('/add-property');
  });

  it('opens the step when every earlier one is complete', async () => {
    const scope = stepScope(draftWith({ basicDetails, locationDetails }));
    renderStep(<WizardLayout step={2} onNext={() => true} />, '/add-property/profile', scope);
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
    await expectLocation('/add-property/profile');
  });

  it('waits for the server draft when this device has none (another device started it)', async () => {
    const scope = stepScope(undefined, {
      current: async () => serverDraft({ basicDetails }),
    });
    renderStep(<WizardLayout step={1} onNext={() => true} />, '/add-property/location', scope);
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
    await expectLocation('/add-property/location');
  });
});

describe('unsaved changes', () => {
  it('asks before a reload or a link takes the owner away from a changed step', async () => {
    const confirm = rs.fn(() => false);
    rs.stubGlobal('confirm', confirm);
    renderStep(
      <WizardLayout step={1} onNext={() => true} dirty>
        <a href="/my-dashboard">Dashboard</a>
      </WizardLayout>,
      '/add-property/location',
      stepScope(draftWith({ basicDetails })),
    );
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await userEvent.click(await screen.findByRole('link', { name: 'Dashboard' }));
    expect(confirm).toHaveBeenCalledWith(
      'You have changes on this step that are not saved. Leave without saving them?',
    );
    await expectLocation('/add-property/location');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    await expectLocation('/add-property/location');
  });

  it('lets the owner leave a step without changes', async () => {
    const confirm = rs.fn(() => false);
    rs.stubGlobal('confirm', confirm);
    renderStep(
      <WizardLayout step={1} onNext={() => true} />,
      '/add-property/location',
      stepScope(draftWith({ basicDetails })),
    );
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await expectLocation('/add-property');
    expect(confirm).not.toHaveBeenCalled();
  });
});
