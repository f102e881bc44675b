import type { FastifyReply } from 'fastify';

/** A PDF as a download, never kept by a browser or a shared cache (it names people and money). */
export function sendPdf(reply: FastifyReply, file: { pdf: Buffer; fileName: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}
