import { z } from 'zod';

/** Metadata of a stored attachment; the content is fetched with the download call. */
export const FileInfo = z.object({
  id: z.string(),
  /** Original name, sanitised (no path, no control characters). */
  name: z.string(),
  ext: z.string(),
  mime: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  ownerId: z.string(),
  isImage: z.boolean(),
  createdAt: z.string(),
});
export type FileInfo = z.infer<typeof FileInfo>;

export const FileIdQuery = z.strictObject({ fileId: z.uuid() });

export const DownloadFileQuery = z.strictObject({
  fileId: z.uuid(),
  /** `1` shows an image in the page instead of saving it; other types are always attachments. */
  inline: z.enum(['0', '1']).optional(),
});

export const RemoveFileInput = z.strictObject({ fileId: z.uuid() });

/** What the uploader may send, so the client can refuse a file before sending it. */
export const FileSettings = z.object({ maxBytes: z.number().int(), extensions: z.array(z.string()) });
export type FileSettings = z.infer<typeof FileSettings>;
