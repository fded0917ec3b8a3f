import { withRetry } from './retry.js';

export async function upload(client, file) {
  return withRetry(() => client.put(file.name, file.body), 3);
}
