import type { Browser, Page } from 'playwright-core';
import { newPhone } from './live';
import {
  apiJson,
  logInThroughApi,
  photoWithGps,
  SECTIONS,
  type Session,
  seedDraft,
  uploadPhoto,
  useSession,
} from './posting';
import type { Product } from './product';

/**
 * Issue 12's e2e and benches: owners with listings seeded through the api (the free plan started
 * by the posting check, a complete draft with a processed photo, submitted, optionally made live
 * through the dev route), and pages signed in with an api session.
 */

/** Throws with the api's answer unless it is 200 (plain Error: benches run outside rstest). */
function mustSucceed(what: string, answer: { status: number; body: unknown }) {
  if (answer.status !== 200) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

export interface OwnedListing {
  owner: Session;
  phone: string;
  propertyId: string;
}

/**
 * An owner's 2 BHK in Baner, Pune, submitted (pending review) or live when `publish`. `name` is
 * the owner's profile name, which the detail page's consent names as the advertiser.
 */
export async function ownerWithListing(
  product: Product,
  options: { title: string; publish: boolean; name?: string; phone?: string },
): Promise<OwnedListing> {
  const phone = options.phone ?? newPhone('6');
  const owner = await logInThroughApi(product, phone);
  if (options.name) {
    const named = await apiJson(product, `users/user/update/${owner.user._id}`, {
      method: 'PATCH',
      token: owner.token,
      body: { name: options.name },
    });
    mustSucceed('profile name', named);
    owner.user.name = options.name;
  }
  await apiJson(product, `can-post-property/${owner.user._id}`, { token: owner.token });
  const draftId = await seedDraft(product, owner.token, {
    basicDetails: { ...SECTIONS.basicDetails, title: options.title },
    locationDetails: SECTIONS.locationDetails,
    profileDetails: {
      ...SECTIONS.profileDetails(phone),
      contactName: options.name ?? 'Asha Verma',
    },
  });
  const photo = await uploadPhoto(
    product,
    owner.token,
    draftId,
    await photoWithGps(1200, 900, 140),
    'hall.jpg',
  );
  await seedDraft(product, owner.token, {
    mediaUpload: {
      items: [{ mediaId: photo, kind: 'image', caption: 'Hall' }],
      coverMediaId: photo,
    },
    pricingDetails: SECTIONS.pricingDetails,
  });
  const submitted = await apiJson<{ property: { _id: string } }>(
    product,
    `drafts/${draftId}/submit`,
    { method: 'POST', token: owner.token },
  );
  mustSucceed('submit', submitted);
  const propertyId = submitted.body.property._id;
  if (options.publish) {
    const published = await apiJson(product, `dev/listings/${propertyId}/publish`, {
      method: 'POST',
    });
    mustSucceed('publish', published);
  }
  return { owner, phone, propertyId };
}

/** A new browser context at desktop size, signed in with an api session. */
export async function pageSignedInAs(
  browser: Browser,
  product: Product,
  session: Session,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await useSession(page, product, session);
  return page;
}

/** The count the account menu's My Leads item shows (opens and closes the menu). */
export async function myLeadsBadge(page: Page): Promise<number> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /account menu/i })
    .click();
  await page.getByRole('menuitem', { name: 'My Properties' }).click();
  const item = page.getByRole('menuitem', { name: /^My Leads/ });
  const text = (await item.textContent({ timeout: 15_000 })) ?? '';
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  const count = /(\d+)\s*$/.exec(text)?.[1];
  if (count === undefined) throw new Error(`The My Leads item shows no count: "${text}"`);
  return Number(count);
}

/** A new seeker contacts the owner of `propertyId` with the listing's own consent text. */
export async function leadFromNewSeeker(product: Product, propertyId: string, message: string) {
  const detail = await apiJson<{ listing: { contactConsentText: string } }>(
    product,
    `listings/${propertyId}`,
  );
  const seeker = await logInThroughApi(product, newPhone('8'));
  const lead = await apiJson(product, 'users/leads', {
    method: 'POST',
    token: seeker.token,
    body: {
      propertyId,
      consent: true,
      consentText: detail.body.listing.contactConsentText,
      message,
    },
  });
  mustSucceed('lead', lead);
}
