import { attachment } from './attachments.js';

export const routes = [
  ['GET', '/tickets/:id/files/:name', (req) => attachment(process.env.ATTACHMENT_ROOT, req.params)],
];
