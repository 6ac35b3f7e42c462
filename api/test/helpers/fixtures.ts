import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { leads, plans, properties, propertyMedia, subscriptions } from '../../src/db/schema/index';

type NewProperty = typeof properties.$inferInsert;

export async function insertProperty(
  database: DatabaseHandle,
  ownerId: string,
  overrides: Partial<NewProperty> = {},
) {
  const [row] = await database.db
    .insert(properties)
    .values({
      ownerId,
      title: 'Sunny 2 BHK apartment in Indiranagar',
      propertyType: 'apartment',
      listingType: 'sale',
      status: 'active',
      price: 9_500_000,
      city: 'Bengaluru',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

export async function insertMedia(
  database: DatabaseHandle,
  propertyId: string,
  isCover = false,
  sortOrder = 0,
) {
  const [property] = await database.db
    .select({ ownerId: properties.ownerId })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!property) throw new Error(`no property ${propertyId}`);
  const [row] = await database.db
    .insert(propertyMedia)
    .values({
      ownerId: property.ownerId,
      propertyId,
      kind: 'image',
      url: `/media/${crypto.randomUUID()}.webp`,
      isCover,
      sortOrder,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

export async function insertLead(
  database: DatabaseHandle,
  propertyId: string,
  ownerId: string,
  values: { name: string; phone?: string; email?: string; message?: string; createdAt?: Date },
) {
  const [row] = await database.db
    .insert(leads)
    .values({ propertyId, ownerId, phone: values.phone ?? '9000000001', ...values })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

export async function subscribe(
  database: DatabaseHandle,
  userId: string,
  values: { startsAt: Date; endsAt: Date; propertyQuota: number },
) {
  const [plan] = await database.db.select().from(plans).limit(1);
  if (!plan) throw new Error('no plans seeded');
  await database.db.insert(subscriptions).values({ userId, planId: plan.id, ...values });
}
