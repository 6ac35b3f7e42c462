import { createEffect, createEvent, createStore, sample } from 'effector';

/**
 * A scope-safe seconds countdown. Each (re)start bumps a generation number, so a tick that was
 * already waiting for the previous run is ignored instead of being cancelled.
 */
export function createCountdown(seconds: number) {
  const started = createEvent();
  const stopped = createEvent();
  const $secondsLeft = createStore(0);
  const $generation = createStore(0);

  const waitSecondFx = createEffect(
    (generation: number) =>
      new Promise<number>((resolve) => {
        setTimeout(() => resolve(generation), 1000);
      }),
  );

  $generation.on([started, stopped], (generation) => generation + 1);
  $secondsLeft.on(started, () => seconds).on(stopped, () => 0);

  sample({ clock: started, source: $generation, target: waitSecondFx });

  const ticked = sample({
    clock: waitSecondFx.doneData,
    source: { generation: $generation, left: $secondsLeft },
    filter: ({ generation, left }, tickGeneration) => generation === tickGeneration && left > 0,
    fn: ({ left }) => left - 1,
  });
  sample({ clock: ticked, target: $secondsLeft });
  sample({
    clock: ticked,
    source: $generation,
    filter: (_, left) => left > 0,
    target: waitSecondFx,
  });

  return { started, stopped, $secondsLeft };
}
