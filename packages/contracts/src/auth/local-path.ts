/**
 * A path on this site that a link may send the browser to after sign-in, sign-up or confirmation:
 * `/basalt/x?y`, never `//evil.example`, `/\evil.example` or an absolute URL (open redirects).
 */
export function isLocalPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    value.length <= 2000 &&
    // Control characters and backslashes let some browsers read the path as another host.
    ![...value].some((character) => character === '\\' || character.charCodeAt(0) < 0x20)
  );
}
