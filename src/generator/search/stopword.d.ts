// The stopword package ships no types: its lists are named by ISO 639-3 code.
declare module 'stopword' {
  const lists: Record<string, string[] | undefined>;
  export = lists;
}
