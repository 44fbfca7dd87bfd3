/** A reason an operator's command changed nothing: printed as is, without a stack. */
export class Refusal extends Error {}

/** Runs a command's work and prints its lines; a refusal, or any failure, exits 1. */
export async function runCommand(work) {
  try {
    for (const line of await work()) console.log(line);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
