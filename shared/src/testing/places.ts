import { jsonResponse } from './session';

const STATE_ID = '3f0e1d2c-4b5a-4697-8877-66554433aa01';

/**
 * What the api answers a fake fetch for the public places lists a form asks for: `…/states`
 * (Karnataka, Maharashtra) and `…/cities?state=` (Mumbai and Pune in Maharashtra, else
 * Bengaluru); undefined for any other call, which the fake answers itself.
 */
export function placesAnswer(url: URL): Response | undefined {
  if (url.pathname.endsWith('/states'))
    return jsonResponse({
      isSuccess: true,
      message: 'ok',
      states: ['Karnataka', 'Maharashtra'].map((name, index) => ({
        _id: `${STATE_ID.slice(0, -1)}${index}`,
        name,
        code: name.slice(0, 2).toUpperCase(),
        type: 'state',
      })),
    });
  if (url.pathname.endsWith('/cities'))
    return jsonResponse({
      isSuccess: true,
      message: 'ok',
      cities: (url.searchParams.get('state') === 'Maharashtra'
        ? ['Mumbai', 'Pune']
        : ['Bengaluru']
      ).map((name, index) => ({
        _id: `${STATE_ID.slice(0, -2)}1${index}`,
        name,
        stateId: STATE_ID,
      })),
    });
  return undefined;
}
