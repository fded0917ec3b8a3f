// @actions/core (with its HTTP client, about a third of the bundle) loads once the `pending`
// status is written: until then inputs are read from the environment exactly as core reads them,
// and nothing is logged. Every path that needs it, the crash path included, loads it first.
import type { ActionsCore } from '../publish/port.js';

/** One run's handle on @actions/core: loaded on first use, secrets masked before anything logs. */
export interface CoreLoader {
  /** Loads core (once) and masks every secret registered before it loaded. */
  load: () => Promise<ActionsCore>;
  /** Core if it is loaded (for loggers created before it is), else null. */
  loaded: () => ActionsCore | null;
  /** Masks a secret now, or the moment core loads. */
  mask: (secret: string) => void;
}

/** `importCore` is the real module in production; tests may hand in a stand-in. */
export function createCoreLoader(
  importCore: () => Promise<ActionsCore> = () => import('@actions/core'),
): CoreLoader {
  let core: ActionsCore | null = null;
  // One import however many callers ask at once (the pipeline and a crash report may race).
  let loading: Promise<ActionsCore> | null = null;
  /** Secrets known before core loaded. */
  const masks: string[] = [];
  return {
    load() {
      loading ??= importCore().then((loaded) => {
        core = loaded;
        for (const secret of masks) loaded.setSecret(secret);
        return loaded;
      });
      return loading;
    },
    loaded: () => core,
    mask(secret) {
      if (core === null) masks.push(secret);
      else core.setSecret(secret);
    },
  };
}

/** `core.getInput`'s reading of an input, without loading core. */
export function readInput(env: NodeJS.ProcessEnv, name: string): string {
  return (env[inputEnvName(name)] ?? '').trim();
}

/** The environment variable the runner sets for input `name` (as @actions/core reads it). */
export function inputEnvName(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}
