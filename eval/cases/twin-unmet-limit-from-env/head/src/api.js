import { allow } from './limit.js';

export function handle(request) {
  if (!allow(request.key)) return { status: 429, body: 'slow down' };
  return { status: 200, body: `hello ${request.key}` };
}
