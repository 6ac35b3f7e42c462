import { describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectLocation } from 'shared/testing';
import { draftWith, renderStep, serverDraft, stepScope } from '../../test/renderStep';
import { basicDetails, locationDetails, profileDetails } from '../../test/sections';
import { ProfileForm } from './ProfileForm';

const open = (profile: typeof profileDetails | null = null, basic = basicDetails) => {
  const save = rs.fn(async () => serverDraft());
  const draft = draftWith({
    basicDetails: basic,
    locationDetails,
    ...(profile ? { profileDetails: profile } : {}),
  });
  const view = renderStep(<ProfileForm />, '/add-property/profile', stepScope(draft, { save }));
  return { ...view, save, user: userEvent.setup() };
};

describe('profile step', () => {
  it("prefills the contact with the user's name and shows the verified mobile read-only", async () => {
    open();
    const name = (await screen.findByRole('textbox', { name: /Contact name/ })) as HTMLInputElement;
    expect(name.value).toBe('Asha Verma');
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement;
    expect(mobile.value).toBe('9876543210');
    expect(mobile.readOnly).toBe(true);
    expect(
      screen.getByText('Verified at login. Log in with another number to use it.'),
    ).toBeTruthy();
  });

  it('asks an agent for the company name', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('radio', { name: 'Agent' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(
        'Agents and builders give their company name (up to 120 characters).',
      ),
    ).toBeTruthy();
    await expectLocation('/add-property/profile');
  });

  it("asks a builder's new project for the RERA id and checks the state's format", async () => {
    const { user } = open(null, {
      ...basicDetails,
      possessionStatus: 'under-construction',
      possessionDate: '2028-03-31',
      ageYears: null,
    });
    // The owner of a new project may leave it out; its builder may not.
    expect(
      await screen.findByRole('textbox', { name: 'RERA registration id (optional)' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Builder' }));
    const rera = screen.getByRole('textbox', { name: 'RERA registration id' }) as HTMLInputElement;
    expect(rera.required).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Orchid Builders');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText("A builder's new project gives its RERA registration id."),
    ).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /RERA registration id/ }), 'ABC-123456');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(
        'This does not look like a MahaRERA registration id (for example P52100012345).',
      ),
    ).toBeTruthy();
    await expectLocation('/add-property/profile');
  });

  it('leaves the RERA id optional for a builder selling a ready flat', async () => {
    const { user, save } = open();
    await user.click(await screen.findByRole('radio', { name: 'Builder' }));
    const rera = screen.getByRole('textbox', { name: 'RERA registration id (optional)' });
    expect((rera as HTMLInputElement).required).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Orchid Builders');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectLocation('/add-property/media');
    expect(save).toHaveBeenCalledWith({
      draftId: serverDraft()._id,
      saved: {
        section: 'profileDetails',
        data: expect.objectContaining({ postedBy: 'builder', reraId: null }),
      },
    });
  });

  it('refuses a wrong e-mail and an empty name in words', async () => {
    const { user } = open();
    await user.clear(await screen.findByRole('textbox', { name: /Contact name/ }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail (optional)' }), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter a contact name of 2 to 80 characters.')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address, or leave it empty.')).toBeTruthy();
  });

  it("saves the owner's profile with the verified mobile and goes to Media", async () => {
    const { user, save } = open({ ...profileDetails, contactName: 'Ravi Kumar' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await expectLocation('/add-property/media');
    expect(save).toHaveBeenCalledWith({
      draftId: serverDraft()._id,
      saved: { section: 'profileDetails', data: profileDetails },
    });
  });
});
