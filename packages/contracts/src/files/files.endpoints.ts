/**
 * Attachment calls, relative to the platform prefix (`/qzbps/platform/v3`). Upload is
 * multipart/form-data with one part named `file`; download answers the bytes, not the envelope.
 */
export const fileEndpoints = {
  upload: { method: 'POST', path: '/file/upload' },
  download: { method: 'GET', path: '/file/download' },
  info: { method: 'GET', path: '/file/info' },
  remove: { method: 'POST', path: '/file/remove' },
  settings: { method: 'GET', path: '/file/settings' },
} as const;

/** Tenant settings (sys_configs codes) that narrow the global limits. */
export const fileSettingCodes = {
  maxBytes: 'file.maxBytes',
  extensions: 'file.extensions',
} as const;
