import { describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $addPropertyDraft } from 'shared/drafts';
import { expectLocation } from 'shared/testing';
import { draftWith, renderStep, serverDraft, stepScope } from '../../test/renderStep';
import { basicDetails, locationDetails } from '../../test/sections';
import { BasicDetailsForm } from './BasicDetailsForm';

const open = (scope = stepScope()) => {
  const view = renderStep(<BasicDetailsForm />, '/add-property', scope);
  return { ...view, user: userEvent.setup() };
};

describe('basic details step', () => {
  it('shows what is missing in words, focuses the first field and stays', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const type = screen.getByRole('combobox', { name: /Property type/ });
    expect(await screen.findByText('Choose the property type.')).toBeTruthy();
    expect(screen.getByText('Enter a title of 5 to 150 characters.')).toBeTruthy();
    expect(screen.getByText('Enter at least one area; a plot needs its plot area.')).toBeTruthy();
    await expectLocation('/add-property');
    await rs.waitFor(() => expect(document.activeElement).toBe(type));
  });

  it('keeps an empty title refused even when the rest is filled', async () => {
    const { user } = open();
    await user.selectOptions(screen.getByRole('combobox', { name: /Property type/ }), 'Apartment');
    await user.clear(screen.getByRole('textbox', { name: /Title/ }));
    await user.type(screen.getByRole('textbox', { name: 'Carpet area' }), '850');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter a title of 5 to 150 characters.')).toBeTruthy();
    expect(screen.queryByText('Choose the property type.')).toBeNull();
    await expectLocation('/add-property');
  });

  it('suggests a title from type, bedrooms and place until the owner edits it', async () => {
    const { user } = open(stepScope(draftWith({ locationDetails })));
    await user.selectOptions(screen.getByRole('combobox', { name: /Property type/ }), 'Apartment');
    await user.type(screen.getByRole('textbox', { name: 'Bedrooms (BHK)' }), '2');
    const title = screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement;
    expect(title.value).toBe('2 BHK Apartment for sale in Baner, Pune');

    await user.type(title, ' near the IT park');
    await user.clear(screen.getByRole('textbox', { name: 'Bedrooms (BHK)' }));
    await user.type(screen.getByRole('textbox', { name: 'Bedrooms (BHK)' }), '3');
    expect(title.value).toBe('2 BHK Apartment for sale in Baner, Pune near the IT park');
  });

  it('hides rooms and floors for land and asks for the plot area', async () => {
    const { user } = open();
    await user.selectOptions(screen.getByRole('combobox', { name: /Property type/ }), 'Plot');
    expect(screen.queryByRole('textbox', { name: 'Bedrooms (BHK)' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Floor' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Carpet area' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Plot area' })).toBeTruthy();
  });

  it('asks for a date under construction and an age when ready', async () => {
    const { user } = open();
    await user.click(screen.getByRole('radio', { name: 'Under construction' }));
    expect(screen.getByLabelText('Expected possession date')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Ready to move' }));
    expect(screen.queryByLabelText('Expected possession date')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Age of the building (years)' })).toBeTruthy();
  });

  it('counts the description as the owner types', async () => {
    const { user } = open();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Sunny flat');
    expect(screen.getByText('10 of 5000 characters')).toBeTruthy();
  });

  it('saves a valid section in the model and on the server, then goes to Location', async () => {
    const save = rs.fn(async () => serverDraft({ basicDetails }));
    const scope = stepScope(draftWith({ basicDetails }), { save });
    const { user } = open(scope);
    expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe(
      basicDetails.title,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectLocation('/add-property/location');
    expect(save).toHaveBeenCalledWith({
      draftId: serverDraft()._id,
      saved: { section: 'basicDetails', data: basicDetails },
    });
    expect(scope.getState($addPropertyDraft).basicDetails.data).toEqual(basicDetails);
  });

  it('shows the draft started on another device once the server answers', async () => {
    const scope = stepScope(undefined, { current: async () => serverDraft({ basicDetails }) });
    open(scope);
    const title = screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement;
    await rs.waitFor(() => expect(title.value).toBe(basicDetails.title));
    expect((screen.getByRole('textbox', { name: 'Carpet area' }) as HTMLInputElement).value).toBe(
      '850',
    );
  });

  it('keeps the typed values and shows the server refusal', async () => {
    const save = rs.fn(async () => {
      throw { success: false, message: 'title: words like this are not allowed', status: 400 };
    });
    const scope = stepScope(draftWith({ basicDetails }), { save });
    const { user } = open(scope);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      (await screen.findAllByText('title: words like this are not allowed')).length,
    ).toBeGreaterThan(0);
    await expectLocation('/add-property');
    expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe(
      basicDetails.title,
    );
    expect(scope.getState($addPropertyDraft).basicDetails).toEqual({
      loading: false,
      error: 'title: words like this are not allowed',
      data: null,
    });
  });
});
