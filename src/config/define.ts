// defineConfig: the typed identity function a config file calls.
// In: a UserConfig literal; out: the same object, checked by the editor.

import type { UserConfig } from './schema.ts';

/** Gives a config file types and completion; validation happens when the tool loads it. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
