// A generated file sent as a download the browser saves: its type, its name, its language when it has
// words in one, and never kept by a cache (statements, invoices, ledgers, exports and bank files are
// private to who asked).
import type { FastifyReply } from 'fastify';
import type { DocumentLanguage } from './document-language';

export const sendDownload = (reply: FastifyReply, type: string, name: string, body: Buffer | string, language?: DocumentLanguage): FastifyReply => {
  reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  // The words depend on Accept-Language: say so to any cache between, and which language it is.
  if (language) reply.header('content-language', language).header('vary', 'Accept-Language');
  return reply.send(body);
};
