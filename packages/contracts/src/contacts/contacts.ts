import { z } from 'zod';
import { listDefaults } from '../list/list-query.ts';

/**
 * Address book (platform service). Two ways in: the organisation tree, one level per call (a school of
 * 30,000 people is never sent at once), and a search across everything the caller may see.
 */
export const contactsEndpoints = {
  /** Search by name or pinyin initials; results grouped by organisation, capped at `searchLimit`. */
  list: { service: 'platform', method: 'GET', path: '/contacts/list' },
  /** One level of the organisation tree: its sub-organisations with head counts and the people placed in it. */
  level: { service: 'platform', method: 'GET', path: '/contacts/level' },
} as const;

/** Most people a search answers; a narrower keyword finds the rest. */
export const contactsSearchLimit = 100;

export const ContactsQuery = z.strictObject({ keyword: z.string().trim().min(1).max(40).optional() });

export const ContactsLevelQuery = z.strictObject({
  /** Absent: the top of the tree (the school). */
  orgId: z.uuid().optional(),
  pageNo: z.coerce.number().int().min(1).default(listDefaults.pageNo),
  limit: z.coerce.number().int().min(1).max(listDefaults.maxLimit).default(50),
});
export type ContactsLevelQuery = z.input<typeof ContactsLevelQuery>;

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

export const ContactGroup = z.object({
  orgId: z.string().nullable(),
  /** The organisation above it, so a search result can open its level in the tree. */
  parentId: z.string().nullable(),
  orgName: z.string(),
  people: z.array(Contact),
});
export const ContactBook = z.object({
  groups: z.array(ContactGroup),
  /** True when more people matched than `contactsSearchLimit`. */
  truncated: z.boolean(),
});
export type ContactBook = z.infer<typeof ContactBook>;

export const ContactOrgKind = z.enum(['school', 'college', 'major', 'class', 'office']);

/** An organisation of the tree as the address book shows it. */
export const ContactOrg = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  kind: ContactOrgKind,
  name: z.string(),
  /** People the caller may see in it and everything below it. */
  people: z.number(),
});
export type ContactOrg = z.infer<typeof ContactOrg>;

export const ContactLevel = z.object({
  /** From the top of the tree down to this level (the breadcrumbs); empty at a tenant with several roots. */
  path: z.array(ContactOrg.pick({ id: true, kind: true, name: true })),
  /** Sub-organisations holding someone the caller may see, in the school's order. */
  orgs: z.array(ContactOrg),
  /** People placed directly in this organisation, a page at a time. */
  people: z.array(Contact),
  peopleTotal: z.number(),
});
export type ContactLevel = z.infer<typeof ContactLevel>;
