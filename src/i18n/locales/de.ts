import type { Messages } from './en.ts';

export const de: Messages = {
};
