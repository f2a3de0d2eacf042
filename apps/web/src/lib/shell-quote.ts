/** POSIX shell single quotes: nothing inside is special, and a quote is closed, escaped, reopened. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}
