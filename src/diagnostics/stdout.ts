// stdout for what a command reports, and nothing else: the config, a sidebars file or a Docusaurus
// config run in this process, and a console.log in one would otherwise land in the middle of
// `--format json` or GitHub's workflow commands. In: nothing; out: a writer that reaches stdout, while
// every other write to stdout (the process's and its worker threads') goes to stderr until released.

/** The command's own way to stdout, and the end of the claim. */
export interface ClaimedStdout {
  write(text: string): void;
  release(): void;
}

/** Routes process.stdout's writes to stderr, keeping the real stdout for the returned writer. */
export function claimStdout(stream: NodeJS.WriteStream = process.stdout, aside: NodeJS.WriteStream = process.stderr): ClaimedStdout {
  const own = Object.hasOwn(stream, 'write') ? stream.write : undefined;
  const real = stream.write.bind(stream);
  // console.log and a worker's piped output both end in stream.write: replacing it catches them all.
  stream.write = aside.write.bind(aside) as typeof stream.write;
  return {
    write: (text) => void real(text),
    release() {
      if (own) stream.write = own;
      else delete (stream as Partial<NodeJS.WriteStream>).write;
    },
  };
}
