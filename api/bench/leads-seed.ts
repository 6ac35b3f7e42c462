// Seeds the leads benchmark in SQL (generate_series): owners with listings, leads spread over them.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';

export interface MeasuredOwner {
  id: string;
  label: string;
  /** The budget is for owners as they are: a typical owner and a busy agent, not the export's 100k. */
  budgeted: boolean;
}

const OTHER_OWNERS = 1000;
const LISTINGS_PER_OWNER = 5;
/** The busy agent receives one lead in 50 (2%: 20,000 at 1M). */
const BUSY_EVERY = 50;

/** Owners 'bench-busy', 'bench-typical' (one of the 1000 others), 'bench-export' (exportLeads). */
export async function seedLeads(
  handle: DatabaseHandle,
  { leads, exportLeads, log }: { leads: number; exportLeads: number; log: (text: string) => void },
): Promise<{ measured: MeasuredOwner[]; exporter: MeasuredOwner }> {
  const q = (query: ReturnType<typeof sql>) => handle.db.execute(query);
  await q(sql`
    INSERT INTO users (phone, name)
    SELECT '7' || lpad(g::text, 9, '0'), 'Bench owner ' || g FROM generate_series(1, ${OTHER_OWNERS + 2}::int) g`);
  // Listings: owner n has listings with idx (n-1)*5+1 .. n*5; user 1 is busy, the last is the exporter.
  await q(sql`CREATE TEMP TABLE bench_props (idx int PRIMARY KEY, id uuid, owner_id uuid)`);
  await q(sql`
    WITH owners AS (
      SELECT id, row_number() OVER (ORDER BY phone) AS n FROM users WHERE phone LIKE '7%'),
    inserted AS (
      INSERT INTO properties (owner_id, title, property_type, listing_type, status, price, city, locality)
      SELECT o.id,
             (ARRAY['2 BHK flat','3 BHK apartment','Villa','Studio','Plot'])[s] || ' in ' ||
               (ARRAY['Whitefield','Baner','Andheri','Salt Lake','Gachibowli'])[1 + (o.n % 5)::int],
             'apartment', 'sale', 'active', 5000000 + s * 100000, 'Bengaluru',
             (ARRAY['Whitefield','Baner','Andheri','Salt Lake','Gachibowli'])[1 + (o.n % 5)::int]
      FROM owners o CROSS JOIN generate_series(1, ${LISTINGS_PER_OWNER}::int) s
      RETURNING id, owner_id)
    INSERT INTO bench_props (idx, id, owner_id)
    SELECT row_number() OVER (ORDER BY o.n, i.id), i.id, i.owner_id
    FROM inserted i JOIN owners o ON o.id = i.owner_id`);
  const leadRows = (first: number, count: number, target: ReturnType<typeof sql>) => sql`
    INSERT INTO leads (property_id, owner_id, name, phone, email, message, created_at, contacted_at)
    SELECT p.id, p.owner_id,
           (ARRAY['Ravi','Sana','Arjun','Meera','Vikram','Neha','Rahul','Priya','Amit','Kavya'])[1 + g % 10] || ' ' ||
             (ARRAY['Sharma','Kumar','Iyer','Shaikh','Rao','Gupta','Singh','Patel','Nair','Das','Verma'])[1 + (g / 10) % 11],
           (ARRAY['9','8','7','6'])[1 + g % 4] || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
           CASE WHEN g % 3 = 0 THEN 'lead' || g || '@example.com' END,
           CASE WHEN g % 2 = 0 THEN 'Is the price negotiable?' END,
           now() - ((g::bigint * 37) % (365 * 24 * 60)) * interval '1 minute',
           CASE WHEN g % 4 = 0 THEN now() END
    FROM generate_series(${first}::int, ${first + count - 1}::int) g JOIN bench_props p ON p.idx = ${target}`;
  const chunk = 100_000;
  const otherListings = OTHER_OWNERS * LISTINGS_PER_OWNER;
  for (let from = 0; from < leads; from += chunk) {
    const size = Math.min(chunk, leads - from);
    // One lead in BUSY_EVERY goes to the busy agent (listings 1-5), the rest over the others.
    await q(
      leadRows(
        from + 1,
        size,
        sql`CASE WHEN g % ${BUSY_EVERY}::int = 0 THEN 1 + (g / ${BUSY_EVERY}::int) % ${LISTINGS_PER_OWNER}::int
                 ELSE ${LISTINGS_PER_OWNER}::int + 1 + (g * 13) % ${otherListings}::int END`,
      ),
    );
    log(`  leads ${from + size} / ${leads}`);
  }
  const exporterFirst = (OTHER_OWNERS + 1) * LISTINGS_PER_OWNER + 1;
  await q(
    leadRows(leads + 1, exportLeads, sql`${exporterFirst}::int + (g % ${LISTINGS_PER_OWNER}::int)`),
  );
  log(`  export owner: ${exportLeads} leads`);
  await q(sql`VACUUM ANALYZE leads`);
  await q(sql`VACUUM ANALYZE properties`);
  const ownerAt = async (idx: number) => {
    const result = await handle.pool.query<{ owner_id: string }>(
      'SELECT owner_id FROM bench_props WHERE idx = $1',
      [idx],
    );
    return result.rows[0]?.owner_id as string;
  };
  return {
    measured: [
      { id: await ownerAt(1), label: `busy agent (1 in ${BUSY_EVERY})`, budgeted: true },
      { id: await ownerAt(LISTINGS_PER_OWNER * 2 + 1), label: 'typical owner', budgeted: true },
      { id: await ownerAt(exporterFirst), label: 'export owner', budgeted: false },
    ],
    exporter: { id: await ownerAt(exporterFirst), label: 'export owner', budgeted: false },
  };
}
