import { describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { RemoteView } from './RemoteView';

const texts = {
  region: 'Preview of your listing',
  loading: 'Loading the preview…',
  failed: 'The preview could not be loaded. Press Retry.',
  retry: 'Retry',
};

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Broken(): never {
  throw new Error('the other remote broke');
}

describe('another remote’s view in its frame', () => {
  it('names the region, waits with a spinner, then shows the view with its props', async () => {
    renderWithProviders(
      <RemoteView
        load={async () => ({ default: Greeting })}
        viewProps={{ name: 'Asha' }}
        texts={texts}
      />,
    );
    expect(screen.getByRole('region', { name: texts.region })).toBeTruthy();
    expect(screen.getByText(texts.loading)).toBeTruthy();
    expect(await screen.findByText('Hello Asha')).toBeTruthy();
  });

  it('shows what is above the failure, then the warning, and loads again on Retry', async () => {
    const load = rs
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Greeting });
    renderWithProviders(
      <RemoteView
        load={load}
        viewProps={{ name: 'Asha' }}
        texts={texts}
        aboveFailure={<p>Live listing</p>}
      />,
    );
    expect(await screen.findByText(texts.failed)).toBeTruthy();
    expect(screen.getByText('Live listing')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByText('Hello Asha')).toBeTruthy();
    expect(screen.queryByText(texts.failed)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says so with Retry when the loaded view throws while rendering', async () => {
    const quiet = rs.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <RemoteView load={async () => ({ default: Broken })} viewProps={{}} texts={texts} />,
    );
    expect(await screen.findByText(texts.failed)).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.retry })).toBeTruthy();
    quiet.mockRestore();
  });
});
