import { Button } from '@fluentui/react-components';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEvent, createStore, fork } from 'effector';
import { useUnit } from 'effector-react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from './render';

const greeted = createEvent();
const $greeting = createStore('Hello').on(greeted, () => 'Namaste');

function Probe() {
  const [greeting, greet] = useUnit([$greeting, greeted]);
  const location = useLocation();
  return (
    <main>
      <h1>{greeting}</h1>
      <p>at {location.pathname + location.search}</p>
      <Button onClick={() => greet()}>Greet</Button>
    </main>
  );
}

describe('renderWithProviders', () => {
  it('renders inside the given scope, router entry and Fluent theme', async () => {
    const scope = fork({ values: [[$greeting, 'Seeded']] });
    const user = userEvent.setup();
    renderWithProviders(<Probe />, { scope, initialEntries: ['/property-listing?search=pune'] });

    expect(screen.getByRole('heading', { name: 'Seeded' })).toBeTruthy();
    expect(screen.getByText('at /property-listing?search=pune')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Greet' }));
    expect(scope.getState($greeting)).toBe('Namaste');
    expect($greeting.getState()).toBe('Hello');
    expect(document.querySelector('.fui-FluentProvider')).not.toBeNull();
  });

  it('forks a fresh scope by default and returns it', () => {
    const { scope } = renderWithProviders(<Probe />);
    expect(scope.getState($greeting)).toBe('Hello');
    expect(screen.getByText('at /')).toBeTruthy();
  });
});
