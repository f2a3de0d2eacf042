import type { CustomField, CustomFieldType } from '../catalogue/custom-field';

/** Which field types each rule applies to; the editor offers a rule only for these. */
export const lengthRuleTypes: readonly CustomFieldType[] = ['text', 'textarea', 'email'];
export const rangeRuleTypes: readonly CustomFieldType[] = ['number'];
export const patternRuleTypes: readonly CustomFieldType[] = ['text', 'textarea'];

/** Length as JSON Schema counts it: Unicode code points, so an emoji is one character. */
export const codePointLength = (value: string) => Array.from(value).length;

const compiled = new Map<string, RegExp | null>();

/**
 * A field's pattern matched against the whole value, with the u flag, exactly as JSON Schema's
 * `pattern: "^(?:src)$"` reads it. Null when the source is not a valid expression (the editor
 * refuses those; a stored one that slipped through is ignored rather than failing every run).
 */
export function wholeValuePattern(source: string): RegExp | null {
  if (!compiled.has(source)) {
    let pattern: RegExp | null = null;
    try {
      pattern = new RegExp(`^(?:${source})$`, 'u');
    } catch {
      pattern = null;
    }
    if (compiled.size > 500) compiled.clear();
    compiled.set(source, pattern);
  }
  return compiled.get(source) ?? null;
}

export const isValidPattern = (source: string) => wholeValuePattern(source) !== null;

/**
 * The field's own limits on a value that passed its type check: length, range, pattern. Answers
 * the message, or null.
 */
export function fieldLimitError(field: CustomField, value: string | number): string | null {
  const { label } = field;
  if (lengthRuleTypes.includes(field.type) && typeof value === 'string') {
    const length = codePointLength(value);
    if (field.minLength !== undefined && length < field.minLength) {
      return `${label} must be at least ${field.minLength} characters`;
    }
    if (field.maxLength !== undefined && length > field.maxLength) {
      return `${label} must be at most ${field.maxLength} characters`;
    }
  }
  if (rangeRuleTypes.includes(field.type)) {
    const number = Number(value);
    if (field.min !== undefined && number < field.min) return `${label} must be at least ${field.min}`;
    if (field.max !== undefined && number > field.max) return `${label} must be at most ${field.max}`;
  }
  if (patternRuleTypes.includes(field.type) && field.pattern && typeof value === 'string') {
    const pattern = wholeValuePattern(field.pattern);
    if (pattern && !pattern.test(value))
      return field.patternMessage?.trim() || `${label} is not in the expected format`;
  }
  return null;
}

/** "A or B", "A, B or C": the labels of a one-of group in form order. */
export function joinLabels(labels: readonly string[]): string {
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
}

/**
 * The one-of groups of a form that nobody filled: for each, the group's first field in form order
 * and the message "Provide {A} or {B}". `fields` must be in form order.
 */
export function unfilledGroups(
  fields: readonly CustomField[],
  isFilled: (field: CustomField) => boolean,
): { fieldId: string; message: string }[] {
  const groups = new Map<string, CustomField[]>();
  for (const field of fields) {
    const group = field.oneOfGroup?.trim();
    if (!group) continue;
    groups.set(group, [...(groups.get(group) ?? []), field]);
  }
  const unfilled: { fieldId: string; message: string }[] = [];
  for (const members of groups.values()) {
    if (members.some(isFilled)) continue;
    unfilled.push({ fieldId: members[0]!.id, message: `Provide ${joinLabels(members.map((field) => field.label))}` });
  }
  return unfilled;
}

/** What is wrong with a field's own rules as an editor set them, or null (limits that contradict, a broken pattern). */
export function fieldRuleProblem(field: Pick<CustomField, 'minLength' | 'maxLength' | 'min' | 'max' | 'pattern'>) {
  if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength) {
    return 'Maximum length cannot be less than the minimum length';
  }
  if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
    return 'Maximum cannot be less than the minimum';
  }
  if (field.pattern && !isValidPattern(field.pattern)) return 'Pattern is not a valid regular expression';
  return null;
}
