import type { Messages } from './en.ts';

export const ko: Messages = {
};
