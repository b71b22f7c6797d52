import type { Messages } from './en.ts';

export const fr: Messages = {
};
