import { request, userApi } from 'shared/http';

const contracts = () => import('shared/contracts/reference');

/** GET /api/states: every state and union territory, by name. */
export async function fetchStates(): Promise<string[]> {
  const call = userApi.get('states').json();
  const [{ statesAnswerSchema }] = await Promise.all([contracts(), call.catch(() => undefined)]);
  const answer = await request(statesAnswerSchema, call);
  return answer.states.map((state) => state.name);
}

/** GET /api/cities?state=: the cities of a state, by name. */
export async function fetchCities(state: string): Promise<string[]> {
  const call = userApi.get(`cities?state=${encodeURIComponent(state)}`).json();
  const [{ citiesAnswerSchema }] = await Promise.all([contracts(), call.catch(() => undefined)]);
  const answer = await request(citiesAnswerSchema, call);
  return answer.cities.map((city) => city.name);
}

/** GET /api/localities?city=&q=: localities of the city's live listings matching what was typed. */
export async function fetchLocalities(city: string, q: string): Promise<string[]> {
  const query = new URLSearchParams({ city, q }).toString();
  const call = userApi.get(`localities?${query}`).json();
  const [{ localitiesAnswerSchema }] = await Promise.all([
    contracts(),
    call.catch(() => undefined),
  ]);
  const answer = await request(localitiesAnswerSchema, call);
  return answer.localities;
}
