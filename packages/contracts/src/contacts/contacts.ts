import { z } from 'zod';

/** Address book (platform service): the people the caller may reach, grouped by organisation. */
export const contactsEndpoints = {
  list: { service: 'platform', method: 'GET', path: '/contacts/list' },
} as const;

export const ContactsQuery = z.strictObject({ keyword: z.string().trim().min(1).max(40).optional() });

/** How the viewer relates to the person; decides what of their contact details is shown. */
export const ContactRelation = z.enum(['counsellor', 'classmate', 'staff', 'student']);

export const Contact = z.object({
  userId: z.string(),
  name: z.string(),
  initials: z.string(),
  relation: ContactRelation,
  /** Masked (138****0001) where the viewer has no right to the full number; null when unknown. */
  mobile: z.string().nullable(),
  mobileMasked: z.boolean(),
  email: z.string().nullable(),
});
export type Contact = z.infer<typeof Contact>;

export const ContactGroup = z.object({ orgId: z.string().nullable(), orgName: z.string(), people: z.array(Contact) });
export const ContactBook = z.object({ groups: z.array(ContactGroup) });
export type ContactBook = z.infer<typeof ContactBook>;
