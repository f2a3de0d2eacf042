/** Spec: initials from the full name, else the first letter of the e-mail, else U. */
export function initialsOf(fullName: string | null | undefined, email: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    const first = words[0]!.charAt(0);
    const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
    return `${first}${last}`.toUpperCase();
  }
  const letter = (email ?? '').trim().charAt(0);
  return letter ? letter.toUpperCase() : 'U';
}
