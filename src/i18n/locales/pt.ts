import type { Messages } from './en.ts';

export const pt: Messages = {
};
