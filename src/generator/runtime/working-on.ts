// What this process is working on — a phase of the run, a document — told to the process that
// supervises it (launch.ts), so that when V8 ends this one for want of memory, which no code here
// can catch, the supervisor can still say what was being processed. Unsupervised (tests, a worker
// thread, a command that is not supervised), nothing is sent.
// A supervised process also ends when its supervisor is killed outright.
// In: what is being done, and the file when there is one; out: a message to the supervisor when it changes.

/** The message a supervised process sends its supervisor. */
export interface WorkingOn {
  workingOn: string;
  /** The document, relative to the site folder. */
  file?: string;
}

/** The environment variable launch.ts sets for the process it supervises. */
export const supervisorVariable = 'LEGALDOCS_SUPERVISOR';

const supervised = process.env[supervisorVariable] === 'ipc' && typeof process.send === 'function';
let last = '';

if (supervised) {
  // The supervisor killed outright cannot pass the signal on: this process ends the same way
  // rather than run on unseen. The channel alone does not keep it running.
  process.on('disconnect', () => process.kill(process.pid, 'SIGKILL'));
  process.channel?.unref();
}

/** Says what the process is working on now, as a phrase (`while parsing …`, `in the check phase`): sent once per change, at once, so it is there even if the process is killed the next moment. */
export function workingOn(doing: string, file?: string): void {
  if (!supervised || doing === last) return;
  last = doing;
  const message: WorkingOn = { workingOn: doing, ...(file === undefined ? {} : { file }) };
  try {
    process.send!(message);
  } catch {
    // The supervisor is gone: nothing to tell.
  }
}
