// A calendar day in running text: the locale's wording for people, YYYY-MM-DD for machines.
// In: a DateView; out: a <time> element.

import type { DateView } from './props.ts';

export const Day = ({ date }: { date: DateView }) => <time dateTime={date.iso}>{date.text}</time>;
