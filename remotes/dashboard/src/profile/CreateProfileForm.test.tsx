import { afterEach, describe, expect, it } from '@rstest/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { $auth } from 'shared/auth';
import { switchLanguage } from 'shared/i18n';
import {
  expectLocation,
  jsonResponse,
  renderWithProviders,
  signedIn,
  USER_ID,
} from 'shared/testing';
import CreateProfilePage from '../exposed/CreateProfilePage';
import { fakeProfileApi, profileOf } from './test/fakeProfileApi';

afterEach(() => sessionStorage.clear());

function open(at = `/create-profile/${USER_ID}`, auth = signedIn({ name: null, isNewUser: true })) {
  const view = renderWithProviders(
    <Routes>
      <Route path="/create-profile/:userId?" element={<CreateProfilePage />} />
      <Route path="*" element={<p>another page</p>} />
    </Routes>,
    { at, auth },
  );
  return { ...view, user: userEvent.setup() };
}
const nameBox = () => screen.findByRole('textbox', { name: /^Name/ });

describe('/create-profile', () => {
  it('asks for a name in words and focuses it; saves nothing', async () => {
    const { calls } = fakeProfileApi();
    const { user } = open();
    await nameBox();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your name (2 to 80 characters).')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('profile-name'));
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('shows company and RERA only for agents and builders, and checks the RERA id against the state', async () => {
    fakeProfileApi();
    const { user } = open();
    await user.type(await nameBox(), 'Asha Rao');
    expect(screen.queryByRole('textbox', { name: 'RERA agent id' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Agent' }));
    await screen.findByRole('option', { name: 'Maharashtra' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Maharashtra');
    expect(screen.getByText('Optional. For example P52100012345.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'RERA agent id' }), 'KA1234567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'This does not look like a MahaRERA id (for example P52100012345). Correct it or leave it empty.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Owner' }));
    expect(screen.queryByRole('textbox', { name: 'RERA agent id' })).toBeNull();
  });

  it('saves, refreshes the header name and goes home after a first save', async () => {
    const { calls } = fakeProfileApi();
    const { user, scope } = open();
    await user.type(await nameBox(), 'Asha Rao');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'asha@example.in');
    await user.click(screen.getByRole('radio', { name: 'Builder' }));
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Rao Homes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectLocation('/');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
      userType: 'builder',
      companyName: 'Rao Homes',
      reraAgentId: null,
      state: null,
      city: null,
    });
    await waitFor(() => expect(scope.getState($auth).user?.name).toBe('Asha Rao'));
    expect(await screen.findByText('Your profile is saved.')).toBeTruthy();
  });

  it('goes back to /profile after editing an existing profile', async () => {
    fakeProfileApi({ profile: profileOf({ name: 'Asha', isNewUser: false }) });
    const { user } = open(`/create-profile/${USER_ID}`, signedIn());
    expect(((await nameBox()) as HTMLInputElement).value).toBe('Asha');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectLocation('/profile');
  });

  it("shows the server's refusal in words and stays", async () => {
    fakeProfileApi({
      update: () =>
        jsonResponse(
          { isSuccess: false, message: 'email must be a valid e-mail address', code: 'VALIDATION' },
          400,
        ),
    });
    const { user } = open();
    await user.type(await nameBox(), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Your profile was not saved: email must be a valid e-mail address'),
    ).toBeTruthy();
    await expectLocation(`/create-profile/${USER_ID}`);
  });

  it('keeps what was typed across a reload of the page', async () => {
    fakeProfileApi();
    const first = open();
    await first.user.type(await nameBox(), 'Asha R');
    first.unmount();
    open();
    expect(((await nameBox()) as HTMLInputElement).value).toBe('Asha R');
    expect(screen.getByText('We kept what you typed before the page reloaded.')).toBeTruthy();
  });

  it("sends another user's id to the signed-in user's own page", async () => {
    fakeProfileApi();
    open('/create-profile/00000000-0000-4000-8000-000000000999');
    await expectLocation(`/create-profile/${USER_ID}`);
    expect(await nameBox()).toBeTruthy();
  });

  it('lets the user skip for now', async () => {
    fakeProfileApi();
    const { user } = open('/create-profile');
    await nameBox();
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    await expectLocation('/');
  });

  it('says the profile could not load, and loads it on Retry', async () => {
    const api = fakeProfileApi();
    api.fetch.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await nameBox()).toBeTruthy();
  });

  it('speaks Hindi', async () => {
    fakeProfileApi();
    const { user } = open();
    await nameBox();
    await act(() => switchLanguage('hi'));
    try {
      expect(await screen.findByRole('textbox', { name: /^नाम/ })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'सहेजें' }));
      expect(await screen.findByText('अपना नाम लिखें (2 से 80 अक्षर)।')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'अभी छोड़ें' })).toBeTruthy();
    } finally {
      await act(() => switchLanguage('en'));
    }
  });
});
