import { pgTable, text } from 'drizzle-orm/pg-core';
import { POSTED_BY } from 'shared/vocabulary';
import { id, timestamps } from './columns';

export const users = pgTable('users', {
  id: id(),
  phone: text('phone').notNull().unique(),
  name: text('name'),
  email: text('email'),
  profileImage: text('profile_image'),
  userType: text('user_type', { enum: POSTED_BY }),
  companyName: text('company_name'),
  city: text('city'),
  state: text('state'),
  ...timestamps,
});
