// The emulated world a bench run talks to: the GitHub REST emulator and the Anthropic and OpenAI
// emulators on loopback, the runner inputs that point at them, and the recorded model requests.
import { INSTALLATION_TOKEN, startGitHubEmulator } from '../__tests__/emulators/github.js';
import type { GitHubEmulator, PullSpec } from '../__tests__/emulators/github.js';
import { startModelEmulator } from '../__tests__/emulators/model-emulator.js';
import type {
  ModelEmulator,
  RecordedRequest,
  ScriptFn,
} from '../__tests__/emulators/model-emulator.js';

export const OWNER = 'acme';
export const REPO = 'widgets';
export const KEYS = {
  anthropic: 'sk-ant-api03-benchAnthropicKey00000000000001',
  openai: 'sk-proj-benchOpenAIKey000000000000000000002',
};

export interface BenchWorld {
  gh: GitHubEmulator;
  anthropic: ModelEmulator;
  openai: ModelEmulator;
  /** Every model request of both vendors, in arrival order. */
  modelRequests(): RecordedRequest[];
  script(fn: ScriptFn): void;
  close(): Promise<void>;
}

export async function startBenchWorld(): Promise<BenchWorld> {
  const gh = await startGitHubEmulator();
  const anthropic = await startModelEmulator('anthropic', { apiKey: KEYS.anthropic });
  const openai = await startModelEmulator('openai', { apiKey: KEYS.openai });
  return {
    gh,
    anthropic,
    openai,
    modelRequests: () =>
      [...anthropic.requests, ...openai.requests].sort((a, b) => a.time - b.time),
    script(fn) {
      anthropic.script(fn);
      openai.script(fn);
    },
    close: async () => {
      await Promise.all([gh.close(), anthropic.close(), openai.close()]);
    },
  };
}

export function addBenchPull(world: BenchWorld, spec: Omit<PullSpec, 'owner' | 'repo'>): void {
  world.gh.state.addPull({
    owner: OWNER,
    repo: REPO,
    user: 'octodev',
    authorAssociation: 'MEMBER',
    commits: [{ message: 'Bench change' }],
    ...spec,
  });
}

/** Inputs as a workflow would write them: the gate on Anthropic, the lanes on OpenAI. */
export function benchInputs(world: BenchWorld): Record<string, string> {
  return {
    'github-token': INSTALLATION_TOKEN,
    models: 'anthropic/claude-sonnet-5-5\nopenai/gpt-6.2-sol',
    'anthropic-api-key': KEYS.anthropic,
    'anthropic-base-url': world.anthropic.baseUrl,
    'openai-api-key': KEYS.openai,
    'openai-base-url': world.openai.baseUrl,
    'time-budget-seconds': '120',
    // The critical-path PR touches auth on purpose (it selects every lane); the bench measures
    // the PASS path, so its always-human trigger is listed rather than blocking.
    'human-attention': 'note',
  };
}
