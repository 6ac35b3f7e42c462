import { asc, eq, ilike, or } from 'drizzle-orm';
import type { City, State } from 'shared/contracts/reference';
import type { Database } from '../../../db/client';
import { cities, states } from '../../../db/schema/index';

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
          : or(
              ilike(states.code, state.replace(/[\\%_]/g, '')),
              ilike(states.name, state.replace(/[\\%_]/g, '')),
            ),
      );
    if (!match) return undefined;
    const rows = await this.db
      .select()
      .from(cities)
      .where(eq(cities.stateId, match.id))
      .orderBy(asc(cities.name));
    return rows.map((c) => ({ _id: c.id, name: c.name, stateId: c.stateId }));
  }
}
