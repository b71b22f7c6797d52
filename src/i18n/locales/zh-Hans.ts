import type { Messages } from './en.ts';

export const zhHans: Messages = {
};
