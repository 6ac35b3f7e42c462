import { describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectLocation } from 'shared/testing';
import { fakeReferenceApi } from '../../test/fakeApi';
import { draftWith, renderStep, serverDraft, stepScope } from '../../test/renderStep';
import { basicDetails, locationDetails } from '../../test/sections';
import { LocationForm } from './LocationForm';

const open = (draft = draftWith({ basicDetails }), save = rs.fn(async () => serverDraft())) => {
  fakeReferenceApi();
  const view = renderStep(<LocationForm />, '/add-property/location', stepScope(draft, { save }));
  return { ...view, save, user: userEvent.setup() };
};

const stateSelect = () => screen.findByRole('combobox', { name: /^State/ });

describe('location step', () => {
  it('asks for state, city, locality and PIN code in words and stays', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose the state.')).toBeTruthy();
    expect(screen.getByText('Enter the city.')).toBeTruthy();
    expect(screen.getByText('Enter the locality (up to 120 characters).')).toBeTruthy();
    expect(screen.getByText('Enter the 6-digit PIN code (it does not start with 0).')).toBeTruthy();
    await rs.waitFor(() => expect(document.activeElement?.id).toBe('add-property-location-state'));
    await expectLocation('/add-property/location');
  });

  it('lists states and the chosen state cities from the api', async () => {
    const { user } = open();
    const state = await stateSelect();
    await screen.findByRole('option', { name: 'Maharashtra' });
    await user.selectOptions(state, 'Maharashtra');
    await user.click(screen.getByRole('combobox', { name: /^City/ }));
    expect(await screen.findByRole('option', { name: 'Pune' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Mumbai' })).toBeTruthy();
  });

  it('refuses a PIN code from another state', async () => {
    const { user } = open(
      draftWith({ basicDetails, locationDetails: { ...locationDetails, pincode: '560001' } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(
        'This PIN code is not in Maharashtra. Check the PIN code or the state.',
      ),
    ).toBeTruthy();
    await expectLocation('/add-property/location');
  });

  it('wants both latitude and longitude, or neither', async () => {
    const { user } = open(
      draftWith({
        basicDetails,
        locationDetails: { ...locationDetails, latitude: null, longitude: null },
      }),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Latitude' }), '18.55');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Give both latitude and longitude, or leave both empty.'),
    ).toBeTruthy();
  });

  it('fills the pin from the device location and shows it', async () => {
    rs.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (done: (position: unknown) => void) =>
          done({ coords: { latitude: 18.5590123, longitude: 73.7868456 } }),
      },
    });
    const { user } = open(
      draftWith({
        basicDetails,
        locationDetails: { ...locationDetails, latitude: null, longitude: null },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Use my current location' }));
    expect((screen.getByRole('textbox', { name: 'Latitude' }) as HTMLInputElement).value).toBe(
      '18.559012',
    );
    expect(
      screen.getByRole('img', { name: 'Pin at latitude 18.5590, longitude 73.7868 within India' }),
    ).toBeTruthy();
  });

  it("shows the server's refusal at the field it names and stays", async () => {
    const save = rs.fn(async () => {
      throw {
        success: false,
        status: 400,
        message: 'Invalid request: body.pincode: pincode 411045 is not a delivery PIN code',
      };
    });
    const { user } = open(draftWith({ basicDetails, locationDetails }), save);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const pincode = screen.getByRole('textbox', { name: /PIN code/ });
    await rs.waitFor(() => expect(document.activeElement).toBe(pincode));
    expect(screen.getByText('pincode 411045 is not a delivery PIN code')).toBeTruthy();
    expect((pincode as HTMLInputElement).value).toBe('411045');
    await expectLocation('/add-property/location');
  });

  it('saves a valid location and goes to Profile', async () => {
    const { user, save } = open(draftWith({ basicDetails, locationDetails }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await expectLocation('/add-property/profile');
    expect(save).toHaveBeenCalledWith({
      draftId: serverDraft()._id,
      saved: { section: 'locationDetails', data: locationDetails },
    });
  });
});
