import { describe, expect, it } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Toaster } from 'react-hot-toast';
import { $toasterWanted, notifyErrorFx, notifyInfoFx, notifySuccessFx } from './notify';

describe('notify effects', () => {
  it('show each message once, however often it is asked for, and ask for the toaster', async () => {
    render(<Toaster />);
    const scope = fork();
    await act(async () => {
      await allSettled(notifyInfoFx, { scope, params: 'Please log in to save favourites.' });
      await allSettled(notifyInfoFx, { scope, params: 'Please log in to save favourites.' });
      await allSettled(notifySuccessFx, { scope, params: 'Saved to your favourites' });
      await allSettled(notifyErrorFx, { scope, params: 'Could not save. Try again.' });
    });
    expect(screen.getAllByText('Please log in to save favourites.')).toHaveLength(1);
    expect(screen.getAllByText('Saved to your favourites')).toHaveLength(1);
    expect(screen.getAllByText('Could not save. Try again.')).toHaveLength(1);
    expect(scope.getState($toasterWanted)).toBe(true);
  });
});
