import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { detail, loggedIn } from '../test/fixtures';
import { renderDetails } from '../test/renderDetails';

const CONSENT =
  'I agree to share my name, phone number and e-mail with Ravi Kumar (owner) for this property.';

async function openDetails(options: Parameters<typeof renderDetails>[1] = {}) {
  const listing = detail();
  const view = renderDetails(listing._id, { listing: async () => listing, ...options });
  await screen.findByRole('heading', { name: 'Contact Ravi Kumar' });
  return { ...view, listing };
}

describe('contact owner', () => {
  it('names who receives the details in the consent checkbox', async () => {
    await openDetails({ auth: loggedIn });
    expect(screen.getByRole('checkbox', { name: CONSENT })).toBeTruthy();
  });

  it('asks a visitor to log in and sends nothing', async () => {
    const { user, handlers, loginAsked } = await openDetails();
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Contact owner' }));
    expect(loginAsked).toHaveBeenCalledWith({ reason: 'Please log in to contact the owner.' });
    expect(handlers.contact).not.toHaveBeenCalled();
  });

  it('requires consent before sending', async () => {
    const { user, handlers } = await openDetails({ auth: loggedIn });
    await user.click(screen.getByRole('button', { name: 'Contact owner' }));
    expect(
      screen.getByText('Please agree to share your contact details to continue.'),
    ).toBeTruthy();
    expect(handlers.contact).not.toHaveBeenCalled();
  });

  it('sends the lead with the consent text and confirms it', async () => {
    const { user, handlers, listing } = await openDetails({ auth: loggedIn });
    await user.type(screen.getByRole('textbox', { name: 'Message (optional)' }), 'Visit Sunday?');
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Contact owner' }));
    expect(handlers.contact).toHaveBeenCalledWith({
      propertyId: listing._id,
      consent: true,
      consentText: CONSENT,
      source: 'property-page',
      message: 'Visit Sunday?',
    });
    expect((await screen.findByRole('status')).textContent ?? '').toContain(
      'Your contact details were sent to Ravi Kumar',
    );
  });

  it('says so when the seeker already contacted this property today', async () => {
    const { user } = await openDetails({
      auth: loggedIn,
      contact: async () => ({
        isSuccess: true,
        message: 'Already sent today',
        leadId: '00000000-0000-4000-8000-0000000000aa',
        created: false,
      }),
    });
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Contact owner' }));
    expect((await screen.findByRole('status')).textContent ?? '').toContain(
      'You already contacted Ravi Kumar about this property today',
    );
  });

  it("shows the server's message when sending fails", async () => {
    const { user } = await openDetails({
      auth: loggedIn,
      contact: async () => Promise.reject({ success: false, message: 'Too many requests' }),
    });
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Contact owner' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests');
  });
});

describe('request images', () => {
  it('asks a visitor to log in', async () => {
    const { user, handlers, loginAsked } = await openDetails();
    await user.click(screen.getByRole('button', { name: 'Request images' }));
    expect(loginAsked).toHaveBeenCalledWith({ reason: 'Please log in to request images.' });
    expect(handlers.requestImages).not.toHaveBeenCalled();
  });

  it("sends the request for a user and shows the server's answer", async () => {
    const { user, handlers, listing } = await openDetails({ auth: loggedIn });
    await user.click(screen.getByRole('button', { name: 'Request images' }));
    expect(handlers.requestImages).toHaveBeenCalledWith(listing._id);
    expect(await screen.findByText('The owner will add more photos')).toBeTruthy();
  });
});
