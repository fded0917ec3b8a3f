export function listenOptions(config) {
  return { port: Number(config.port) };
}
