import { DownloadFileQuery, FileIdQuery, fileEndpoints, RemoveFileInput } from '@campusflow/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/auth-context.ts';
import type { Config } from '../config/config.ts';
import { AppError } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import type { RouteArea } from '../http/route-area.ts';
import { contentDisposition } from './file-names.ts';
import { type FileStorage, localDirectoryStorage } from './file-storage.ts';
import { fileSettingsFor, readableFile, removeFile, storeFile, toFileInfo } from './files.service.ts';

/** The storage the routes use: the local directory of FILES_DIR (swap here for object storage). */
export function createFileStorage(config: Pick<Config, 'FILES_DIR'>): FileStorage {
  return localDirectoryStorage(config.FILES_DIR);
}

function isTooLarge(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'FST_REQ_FILE_TOO_LARGE';
}

async function fileRoutes(app: FastifyInstance) {
  const storage = createFileStorage(app.config);
  // Registered inside this area only: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: app.config.FILES_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(fileEndpoints.settings.path, { config: { access: 'authenticated' } }, async (request) => {
    const auth = requireAuth(request);
    return ok(request, await fileSettingsFor(app.db, app.config, auth.tenantId));
  });

  r.post(
    fileEndpoints.upload.path,
    { config: { access: 'authenticated' }, schema: { consumes: ['multipart/form-data'] } },
    async (request) => {
      const auth = requireAuth(request);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'multipart/form-data expected');
      const settings = await fileSettingsFor(app.db, app.config, auth.tenantId);
      const tooLarge = () =>
        new AppError('FILE_TOO_LARGE', `larger than ${settings.maxBytes} bytes`, {
          variables: { maxBytes: settings.maxBytes },
        });
      let bytes: Buffer;
      let fileName: string;
      try {
        const part = await request.file({ limits: { fileSize: settings.maxBytes } });
        if (!part) throw new AppError('FILE_MISSING', 'no file part');
        fileName = part.filename;
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (isTooLarge(error)) throw tooLarge();
        throw new AppError('ILLEGAL_REQUEST', 'malformed multipart body');
      }
      const info = await storeFile(app.db, storage, { auth, fileName, bytes, settings, now: app.clock.now() });
      request.log.info({ event: 'file.uploaded', fileId: info.id, size: info.size, ext: info.ext }, 'file uploaded');
      return ok(request, info);
    },
  );

  r.get(
    fileEndpoints.info.path,
    { config: { access: 'authenticated' }, schema: { querystring: FileIdQuery } },
    async (request) => {
      const auth = requireAuth(request);
      return ok(request, toFileInfo(await readableFile(app.db, auth, request.query.fileId)));
    },
  );

  r.get(
    fileEndpoints.download.path,
    { config: { access: 'authenticated' }, schema: { querystring: DownloadFileQuery } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const file = await readableFile(app.db, auth, request.query.fileId);
      const bytes = await storage.get(file.storageKey);
      const info = toFileInfo(file);
      // Only raster images may be shown inline; everything else is saved, never rendered by us.
      const disposition = request.query.inline === '1' && info.isImage ? 'inline' : 'attachment';
      return reply
        .header('content-type', file.mime.startsWith('text/') ? `${file.mime}; charset=utf-8` : file.mime)
        .header('content-length', String(bytes.length))
        .header('content-disposition', contentDisposition(file.name, disposition))
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-cache')
        .header('etag', `"${file.sha256}"`)
        .send(bytes);
    },
  );

  r.post(
    fileEndpoints.remove.path,
    { config: { access: 'authenticated' }, schema: { body: RemoveFileInput } },
    async (request) => {
      const auth = requireAuth(request);
      await removeFile(app.db, storage, auth, request.body.fileId);
      return ok(request, null);
    },
  );
}

export const filesArea: RouteArea = { name: 'files', service: 'platform', routes: fileRoutes };
