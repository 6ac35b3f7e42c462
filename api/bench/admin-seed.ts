// Seeds the admin lists' benchmark in SQL (generate_series): users, listings (every status, some
// flagged, some with a submitted edit), leads, paid payments, coupons, staff and audit entries,
// spread over the last year. Only columns every branch has are named; the rest take defaults.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';
import { plans } from '../src/db/schema/index';
import { PLANS } from '../src/seed/content';

export interface AdminSeedSizes {
  users: number;
  listings: number;
  leads: number;
  auditEntries: number;
}

const CITIES = `ARRAY['Bengaluru','Mumbai','Pune','Hyderabad','Chennai','Delhi','Kolkata','Ahmedabad']`;
/** Minutes in a year: created_at values are spread over the last year. */
const YEAR_MINUTES = 365 * 24 * 60;

export async function seedAdminLists(
  handle: DatabaseHandle,
  sizes: AdminSeedSizes,
  log: (text: string) => void,
): Promise<void> {
  const q = (query: ReturnType<typeof sql>) => handle.db.execute(query);
  const chunked = async (
    total: number,
    label: string,
    insert: (from: number, to: number) => ReturnType<typeof sql>,
  ) => {
    const chunk = 100_000;
    for (let from = 1; from <= total; from += chunk) {
      await q(insert(from, Math.min(total, from + chunk - 1)));
      log(`  ${label} ${Math.min(total, from + chunk - 1)} / ${total}`);
    }
  };
  await handle.db.insert(plans).values(PLANS).onConflictDoNothing();

  await chunked(
    sizes.users,
    'users',
    (from, to) => sql`
    INSERT INTO users (phone, name, user_type, city, blocked_at, blocked_reason, created_at)
    SELECT '6' || lpad(g::text, 9, '0'),
           (ARRAY['Ravi','Sana','Arjun','Meera','Vikram','Neha','Rahul','Priya','Amit','Kavya'])[1 + g % 10] || ' ' ||
             (ARRAY['Sharma','Kumar','Iyer','Shaikh','Rao','Gupta','Singh','Patel','Nair','Das','Verma'])[1 + (g / 10) % 11],
           (ARRAY['owner','agent','builder'])[1 + g % 3],
           (${sql.raw(CITIES)})[1 + g % 8],
           CASE WHEN g % 100 = 0 THEN now() - (g % 90) * interval '1 day' END,
           CASE WHEN g % 100 = 0 THEN 'Posted fake listings' END,
           now() - ((g::bigint * 37) % ${YEAR_MINUTES}) * interval '1 minute'
    FROM generate_series(${from}::int, ${to}::int) g`,
  );
  await q(
    sql`CREATE TEMP TABLE bench_users AS SELECT id, row_number() OVER (ORDER BY phone) AS n FROM users WHERE phone LIKE '6%'`,
  );
  await q(sql`CREATE INDEX ON bench_users (n)`);

  // 2% in review, 75% live, the rest spread over the other statuses.
  await chunked(
    sizes.listings,
    'listings',
    (from, to) => sql`
    INSERT INTO properties (owner_id, title, description, property_type, listing_type, status, price,
      bhk, area_sqft, city, locality, published_at, expires_at, featured_until, created_at, updated_at)
    SELECT u.id,
           (ARRAY['2 BHK flat','3 BHK apartment','Villa','Studio','Plot'])[1 + g % 5] || ' in ' ||
             (ARRAY['Whitefield','Baner','Andheri','Salt Lake','Gachibowli'])[1 + (g / 5) % 5],
           'A bright home close to the metro, schools and markets.',
           'apartment', CASE WHEN g % 3 = 0 THEN 'rent' ELSE 'sale' END,
           s.status, 500000 + (g::bigint * 7919) % 50000000, 1 + g % 4, 500 + g % 2500,
           (${sql.raw(CITIES)})[1 + g % 8],
           (ARRAY['Whitefield','Baner','Andheri','Salt Lake','Gachibowli'])[1 + (g / 5) % 5],
           CASE WHEN s.status = 'active' THEN c.at END,
           CASE WHEN s.status = 'active' THEN c.at + interval '90 days' END,
           CASE WHEN g % 200 = 0 THEN now() + interval '7 days' END,
           c.at, c.at + CASE WHEN s.status = 'pending-review' THEN interval '0' ELSE interval '1 hour' END
    FROM generate_series(${from}::int, ${to}::int) g
    JOIN bench_users u ON u.n = 1 + (g::bigint * 13) % ${sizes.users}
    CROSS JOIN LATERAL (SELECT CASE
      WHEN g % 50 = 0 THEN 'pending-review' WHEN g % 50 = 1 THEN 'draft' WHEN g % 50 = 2 THEN 'rejected'
      WHEN g % 50 < 6 THEN 'expired' WHEN g % 50 < 9 THEN 'sold' WHEN g % 50 < 12 THEN 'inactive'
      ELSE 'active' END AS status) s
    CROSS JOIN LATERAL (SELECT now() - ((g::bigint * 53) % ${YEAR_MINUTES}) * interval '1 minute' AS at) c`,
  );
  await q(
    sql`CREATE TEMP TABLE bench_props AS SELECT id, owner_id, city, status, row_number() OVER (ORDER BY id) AS n FROM properties`,
  );
  await q(sql`CREATE INDEX ON bench_props (n)`);
  // A third of the listings in review carry a flag; one live listing in 500 has a submitted edit.
  await q(sql`
    INSERT INTO listing_flags (property_id, kind, detail)
    SELECT id, 'contact-details', 'A phone number in the description' FROM bench_props
    WHERE status = 'pending-review' AND n % 3 = 0`);
  await q(sql`
    INSERT INTO listing_drafts (owner_id, property_id, submitted_at)
    SELECT owner_id, id, now() - (n % 72) * interval '1 hour' FROM bench_props
    WHERE status = 'active' AND n % 500 = 0`);

  await chunked(
    sizes.leads,
    'leads',
    (from, to) => sql`
    INSERT INTO leads (property_id, owner_id, name, phone, email, message, source, dispatch_status, created_at)
    SELECT p.id, p.owner_id,
           (ARRAY['Ravi','Sana','Arjun','Meera','Vikram','Neha','Rahul','Priya','Amit','Kavya'])[1 + g % 10] || ' ' ||
             (ARRAY['Sharma','Kumar','Iyer','Shaikh','Rao','Gupta','Singh','Patel','Nair','Das','Verma'])[1 + (g / 10) % 11],
           (ARRAY['9','8','7','6'])[1 + g % 4] || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
           CASE WHEN g % 3 = 0 THEN 'lead' || g || '@example.com' END,
           CASE WHEN g % 2 = 0 THEN 'Is the price negotiable?' END,
           CASE WHEN g % 4 = 0 THEN 'api' ELSE 'property-page' END,
           (ARRAY['new','new','new','assigned','forwarded','closed','spam'])[1 + g % 7],
           now() - ((g::bigint * 37) % ${YEAR_MINUTES}) * interval '1 minute'
    FROM generate_series(${from}::int, ${to}::int) g
    JOIN bench_props p ON p.n = 1 + (g::bigint * 7) % ${sizes.listings}`,
  );

  // Paid payments: one user in 20 bought a plan at some point in the year.
  await q(sql`
    INSERT INTO payments (user_id, plan_id, gateway, gateway_order_id, base_paise, gst_paise,
      amount_paise, status, paid_at, created_at)
    SELECT u.id, pl.id, 'test', 'order_bench_' || u.n, pl.price_rupees * 100, pl.price_rupees * 18,
           pl.price_rupees * 118, CASE WHEN u.n % 7 = 0 THEN 'failed' ELSE 'paid' END,
           CASE WHEN u.n % 7 = 0 THEN NULL ELSE c.at END, c.at
    FROM bench_users u
    CROSS JOIN LATERAL (SELECT now() - ((u.n * 41) % ${YEAR_MINUTES}) * interval '1 minute' AS at) c
    JOIN LATERAL (SELECT id, price_rupees FROM plans WHERE price_rupees > 0
                  ORDER BY sort_order OFFSET (u.n % 2) LIMIT 1) pl ON true
    WHERE u.n % 20 = 0`);
  await q(sql`
    INSERT INTO coupons (code, kind, value, valid_from, valid_until, total_limit, active, created_at)
    SELECT 'BENCH' || g, CASE WHEN g % 2 = 0 THEN 'percent' ELSE 'flat' END, 1 + g % 50,
           now() - (g % 400) * interval '1 day', now() + (200 - g % 400) * interval '1 day',
           CASE WHEN g % 3 = 0 THEN 100 END, g % 10 <> 0,
           now() - (g % 400) * interval '1 day'
    FROM generate_series(1, 2000) g`);
  await q(sql`
    INSERT INTO admins (email, name, role, password_hash, created_at)
    SELECT 'staff' || g || '@bench.test', 'Staff ' || g,
           (ARRAY['super-admin','moderator','support','finance'])[1 + g % 4], 'not-a-hash',
           now() - g * interval '3 days'
    FROM generate_series(1, 60) g`);
  await chunked(
    sizes.auditEntries,
    'audit entries',
    (from, to) => sql`
    INSERT INTO audit_log (admin_id, admin_email, action, entity_type, entity_id, before, after, created_at)
    SELECT NULL, 'staff' || (1 + g % 60) || '@bench.test',
           (ARRAY['property.approve','property.reject','user.block','lead.assign','coupon.update'])[1 + g % 5],
           (ARRAY['property','property','user','lead','coupon'])[1 + g % 5],
           md5(g::text), '{"status":"pending-review"}'::jsonb, '{"status":"active"}'::jsonb,
           now() - ((g::bigint * 29) % ${YEAR_MINUTES}) * interval '1 minute'
    FROM generate_series(${from}::int, ${to}::int) g`,
  );
  for (const table of [
    'users',
    'properties',
    'leads',
    'payments',
    'coupons',
    'admins',
    'audit_log',
    'listing_flags',
    'listing_drafts',
  ])
    await q(sql.raw(`VACUUM ANALYZE ${table}`));
}
