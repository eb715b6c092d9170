import readline from "node:readline";

/**
 * The admin CLI's password never travels as an argument (`--password` would show in the
 * process list and the shell history): a person types it at a prompt that does not echo,
 * a script pipes it on standard input (its first line). Empty means "generate one".
 */
export async function readPassword(input: NodeJS.ReadStream = process.stdin, output: NodeJS.WriteStream = process.stderr): Promise<string> {
  if (!input.isTTY) return firstLine(input);
  const first = await promptHidden(input, output, "Password (at least 10 characters; leave empty to generate one): ");
  if (!first) return "";
  const again = await promptHidden(input, output, "The same password again: ");
  if (again !== first) throw new PasswordInputError("The two passwords differ. Nothing was changed.");
  return first;
}

export class PasswordInputError extends Error {}

async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of input) {
    text += String(chunk);
    if (text.includes("\n")) break;
  }
  return (text.split(/\r?\n/)[0] ?? "").trim();
}

function promptHidden(input: NodeJS.ReadStream, output: NodeJS.WriteStream, question: string): Promise<string> {
  const rl = readline.createInterface({ input, output, terminal: true });
  // readline echoes what is typed through this method; only the question is let through.
  const muted = rl as unknown as { _writeToOutput(s: string): void };
  muted._writeToOutput = (s: string) => {
    if (s.includes(question)) output.write(question);
  };
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      output.write("\n");
      resolve(answer.trim());
    });
  });
}
