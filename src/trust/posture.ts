// How strictly the security rules apply. The pre-screen's policy reads it, so it lives here, below
// the configuration that parses it (config/types.ts names it for the Config). Types only.

export type SecurityPosture = 'prototype' | 'standard' | 'hardened';
