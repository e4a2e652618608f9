import type { FileSettings } from '@campusflow/contracts';

/** Raster images the server shows inline; an image field accepts only these (within the tenant's list). */
export const imageExtensions = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp'] as const;

/** A stored attachment as a form value: the id the server checks, plus what the list shows. */
export type FileValue = { id: string; name: string; size?: number | undefined; isImage?: boolean | undefined };

export function toFileValues(value: unknown): FileValue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v): FileValue[] => {
    if (typeof v === 'string') return [{ id: v, name: v }];
    if (typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'string') {
      const f = v as { id: string; name?: unknown; size?: unknown; isImage?: unknown };
      return [
        {
          id: f.id,
          name: typeof f.name === 'string' ? f.name : f.id,
          size: typeof f.size === 'number' ? f.size : undefined,
          isImage: typeof f.isImage === 'boolean' ? f.isImage : undefined,
        },
      ];
    }
    return [];
  });
}

/** The extensions a field accepts: the tenant's, narrowed to images for an image field and by `accept`. */
export function allowedExtensions(settings: FileSettings, image: boolean, accept?: unknown): string[] {
  let list = settings.extensions.map((e) => e.toLowerCase().replace(/^\./, ''));
  if (image) list = list.filter((e) => (imageExtensions as readonly string[]).includes(e));
  if (Array.isArray(accept)) {
    const own = new Set(accept.map((a) => String(a).toLowerCase().replace(/^\./, '')));
    list = list.filter((e) => own.has(e));
  }
  return list;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** Why a file is refused before upload, or null. The server checks again (and sniffs the content). */
export function checkFile(
  file: { name: string; size: number },
  maxBytes: number,
  extensions: readonly string[],
): 'tooLarge' | 'badType' | null {
  if (file.size > maxBytes) return 'tooLarge';
  if (extensions.length > 0 && !extensions.includes(extensionOf(file.name))) return 'badType';
  return null;
}
