// The provider families a model id may name. Configuration parses model ids against this list and
// the model layer builds its clients from it; it lives here, below both, so neither imports the
// other for it. Pure: data only.

/** The four provider families a model id may name: `provider/model`. */
export const PROVIDERS = ['anthropic', 'openai', 'google', 'openai-compatible'] as const;
export type ProviderId = (typeof PROVIDERS)[number];
