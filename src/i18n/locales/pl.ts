import type { Messages } from './en.ts';

export const pl: Messages = {
};
