/** Spec: up to 3 key/values of a saved configuration, strings over 30 characters cut to 30 plus '...'. */
export function configPreview(configData: Record<string, unknown>, entries = 3, maxLength = 30): [string, string][] {
  return Object.entries(configData)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .slice(0, entries)
    .map(([key, value]) => {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return [key, text.length > maxLength ? `${text.slice(0, maxLength)}...` : text];
    });
}
