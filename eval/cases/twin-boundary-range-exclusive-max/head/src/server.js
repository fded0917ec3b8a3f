import { checkPort } from './port.js';

export function listenOptions(config) {
  return { port: checkPort(Number(config.port)) };
}
