import { and, asc, count, desc, eq, ilike, isNotNull, or } from 'drizzle-orm';
import type { City, State } from 'shared/contracts/reference';
import type { Database } from '../../../db/client';
import { cities, properties, states } from '../../../db/schema/index';

/** Suggestions the locality field shows at most. */
export const MAX_LOCALITIES = 10;

const likeText = (text: string) => text.replace(/[\\%_]/g, '');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class ReferenceRepository {
  constructor(private readonly db: Database) {}

  async states(): Promise<State[]> {
    const rows = await this.db.select().from(states).orderBy(asc(states.name));
    return rows.map((s) => ({ _id: s.id, name: s.name, code: s.code, type: s.type }));
  }

  /** `state` may be the state's id, its code (KA) or its name (Karnataka), case-insensitive. */
  async citiesOf(state: string): Promise<City[] | undefined> {
    const [match] = await this.db
      .select({ id: states.id })
      .from(states)
      .where(
        UUID.test(state)
          ? eq(states.id, state)
          : or(ilike(states.code, likeText(state)), ilike(states.name, likeText(state))),
      );
    if (!match) return undefined;
    const rows = await this.db
      .select()
      .from(cities)
      .where(eq(cities.stateId, match.id))
      .orderBy(asc(cities.name));
    return rows.map((c) => ({ _id: c.id, name: c.name, stateId: c.stateId }));
  }

  /**
   * Localities of a city's live listings, the most listed first; `q` keeps those with a word
   * starting with it ('ban' finds 'Baner' and 'Old Banashankari').
   */
  async localitiesOf(city: string, q = ''): Promise<string[]> {
    const typed = likeText(q.trim());
    const rows = await this.db
      .select({ locality: properties.locality, listings: count() })
      .from(properties)
      .where(
        and(
          eq(properties.status, 'active'),
          ilike(properties.city, likeText(city.trim())),
          isNotNull(properties.locality),
          typed
            ? or(ilike(properties.locality, `${typed}%`), ilike(properties.locality, `% ${typed}%`))
            : undefined,
        ),
      )
      .groupBy(properties.locality)
      .orderBy(desc(count()), asc(properties.locality))
      .limit(MAX_LOCALITIES);
    return rows.flatMap((row) => (row.locality ? [row.locality] : []));
  }
}
