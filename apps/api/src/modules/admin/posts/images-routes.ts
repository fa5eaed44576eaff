import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_LIMITS } from '@portal/domain/admin/post-images';
import { POST_MESSAGES, ZImageUploaded } from '@portal/domain/admin/posts';
import { ZErrorBody } from '@portal/domain';
import { badRequest } from '../../../errors';
import { actorOf } from '../audit';
import { storeImage } from './image-service';

/**
 * POST /api/admin/imagenes (issue 31, item 4): the body is the file itself. Any image/* type is
 * read as bytes and judged by its content (image-service.ts), so a GIF or a renamed file gets
 * the same Spanish answer as any other wrong file; past 5 MB the upload is cut off (413).
 */
export const adminImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    /^(image\/[\w.+-]+|application\/octet-stream)$/,
    { parseAs: 'buffer', bodyLimit: IMAGE_LIMITS.maxBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/imagenes',
    {
      config: { permission: 'posts.editar' },
      bodyLimit: IMAGE_LIMITS.maxBytes,
      schema: {
        tags: ['admin'],
        summary: 'Sube una imagen JPEG, PNG o WebP (hasta 5 MB): se guarda como WebP en dos tamaños',
        security: [{ bearer: [] }],
        consumes: [...IMAGE_LIMITS.types],
        response: {
          201: ZImageUploaded,
          400: ZErrorBody,
          401: ZErrorBody,
          403: ZErrorBody,
          413: ZErrorBody,
        },
      },
      errorHandler: (error: FastifyError, request, reply) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          return reply.code(413).send({ message: POST_MESSAGES.imageTooBig });
        return app.errorHandler(error, request, reply);
      },
    },
    async (request, reply) => {
      const file = request.body;
      if (!Buffer.isBuffer(file) || file.length === 0) throw badRequest(POST_MESSAGES.imageMissing);
      return reply.code(201).send(await storeImage({ db: app.db, actor: actorOf(request) }, file));
    },
  );
};
