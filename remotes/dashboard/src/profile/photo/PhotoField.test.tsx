import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { $auth } from 'shared/auth';
import { renderWithProviders, signedIn, USER_ID } from 'shared/testing';
import { photoFailed, photoProgressed, photoUploadStarted, profileOpened } from '../model';
import { fakeProfileApi } from '../test/fakeProfileApi';
import { PhotoField } from './PhotoField';

async function open() {
  fakeProfileApi();
  const scope = fork({ values: [[$auth, signedIn()]] });
  await allSettled(profileOpened, { scope, params: { userId: USER_ID } });
  const view = renderWithProviders(<PhotoField name="Asha" />, { scope });
  const input = view.container.ownerDocument.querySelector(
    'input[type="file"]',
  ) as HTMLInputElement;
  const pick = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { ...view, scope, pick };
}

describe('profile photo field', () => {
  it('offers to choose a photo and says which files it takes', async () => {
    await open();
    expect(screen.getByRole('group', { name: 'Profile photo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeTruthy();
    expect(screen.getByText('JPEG, PNG or WebP, up to 15 MB.')).toBeTruthy();
  });

  it('refuses a file that is not a photo, and a photo over 15 MB, in words', async () => {
    const { pick } = await open();
    pick(new File(['%PDF'], 'deed.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is not a JPEG, PNG or WebP photo. Choose a photo.',
    );
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 16 * 1024 * 1024 });
    pick(big);
    expect(
      await screen.findByText('This photo is larger than 15 MB. Choose a smaller photo.'),
    ).toBeTruthy();
  });

  it('opens the crop area with its zoom slider for a chosen photo; Cancel goes back', async () => {
    const { pick } = await open();
    pick(new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('heading', { name: 'Crop your photo' })).toBeTruthy();
    expect(screen.getByRole('application', { name: 'Crop area' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Choose a photo' })).toBeTruthy();
  });

  it('shows the upload progress, and a failure with a way to try again', async () => {
    const { scope } = await open();
    await allSettled(photoUploadStarted, { scope });
    await allSettled(photoProgressed, { scope, params: 45 });
    expect(await screen.findByText('Uploading your photo: 45%')).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await allSettled(photoFailed, { scope, params: null });
    expect(
      await screen.findByText('Your photo was not uploaded. Check your connection and try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try the upload again' })).toBeTruthy();
  });
});
