// Public surface of attachments for forms, workflow and modules.
export {
  type BusinessKeyAccessCheck,
  canReadFile,
  grantBusinessKeyAccess,
  linkFilesToBusinessKey,
  registerBusinessKeyAccessCheck,
  revokeBusinessKeyAccess,
  unlinkFilesFromBusinessKey,
} from './file-access.ts';
export { contentDisposition, sanitiseFileName } from './file-names.ts';
export { type FileStorage, localDirectoryStorage } from './file-storage.ts';
export { knownExtensions } from './file-types.ts';
export { createFileStorage, filesArea } from './files.routes.ts';
export { fileInfos, fileSettingsFor, findFile, readableFile } from './files.service.ts';
