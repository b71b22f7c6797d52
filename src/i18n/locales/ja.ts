import type { Messages } from './en.ts';

export const ja: Messages = {
};
