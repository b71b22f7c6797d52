import type { Messages } from './en.ts';

export const it: Messages = {
};
