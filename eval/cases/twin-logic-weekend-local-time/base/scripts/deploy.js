export function deploy(run) {
  return run('deploy');
}
