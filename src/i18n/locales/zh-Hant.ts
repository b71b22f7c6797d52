import type { Messages } from './en.ts';

export const zhHant: Messages = {
};
