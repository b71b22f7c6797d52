import type { Messages } from './en.ts';

export const es: Messages = {
};
