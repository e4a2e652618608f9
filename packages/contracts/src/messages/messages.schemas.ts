import { z } from 'zod';
import { listDefaults, listResultSchema } from '../list/list-query.ts';

/** Message categories: the first segment of a message kind ("workflow.assigned" → workflow). */
export const messageCategories = ['workflow', 'notice', 'system'] as const;
export const MessageCategory = z.enum(messageCategories);
export type MessageCategory = z.infer<typeof MessageCategory>;

/** A message as the client sees it, in lists and in live events. */
export const MessageView = z.object({
  id: z.string(),
  seq: z.number(),
  kind: z.string(),
  title: z.string(),
  titleKey: z.string().nullable(),
  variables: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  summary: z.string().nullable(),
  target: z.object({ type: z.string(), id: z.string().nullable(), route: z.string() }),
  senderUserId: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
  readAt: z.string().nullable(),
});
export type MessageView = z.infer<typeof MessageView>;

const booleanFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const MessageListQuery = z.strictObject({
  pageNo: z.coerce.number().int().min(1).default(listDefaults.pageNo),
  limit: z.coerce.number().int().min(1).max(listDefaults.maxLimit).default(listDefaults.limit),
  read: booleanFlag.optional(),
  category: MessageCategory.optional(),
  keyword: z.string().trim().min(1).max(50).optional(),
});
export type MessageListQuery = z.input<typeof MessageListQuery>;

export const MessageList = listResultSchema(MessageView).extend({ unread: z.number() });
export type MessageList = z.infer<typeof MessageList>;

export const MessageCategoryCount = z.object({
  code: MessageCategory,
  name: z.string(),
  total: z.number(),
  unread: z.number(),
});
export const MessageUnread = z.object({ unread: z.number(), categories: z.array(MessageCategoryCount) });
export type MessageUnread = z.infer<typeof MessageUnread>;

export const MessageIdParams = z.strictObject({ id: z.uuid() });
export const MessageIdsBody = z.strictObject({ ids: z.array(z.uuid()).min(1).max(100) });
export const MessageReadAllBody = z.strictObject({ category: MessageCategory.optional() });
export const MessageChanged = z.object({ changed: z.number(), unread: z.number() });
export type MessageChanged = z.infer<typeof MessageChanged>;

export const MessageStreamTicket = z.object({ ticket: z.string(), expiresInSeconds: z.number() });
export const MessageStreamQuery = z.strictObject({
  ticket: z.string().min(20).max(200),
  /**
   * The last message number the client saw. A new EventSource cannot send the Last-Event-ID header
   * (the browser only does on its own retries, which would reuse the spent ticket), so the web app's
   * reconnect names it here; the header wins when both are present.
   */
  lastEventId: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional(),
});

/** Names of the server-sent events of the stream (docs in platform/messages/README.md). */
export const messageStreamEvents = ['ready', 'message', 'unread', 'reset', 'counts'] as const;

/** Why a `counts` event came: its users re-read their home counts (GET /workbench/home). */
export const LiveCountsReason = z.enum(['workflow', 'notice']);
export type LiveCountsReason = z.infer<typeof LiveCountsReason>;
