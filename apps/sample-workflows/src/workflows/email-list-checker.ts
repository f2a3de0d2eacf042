import { z } from 'zod';
import { text } from '../input-fields';
import { disposableDomains, roleLocalParts, suggestDomain } from '../lib/email-domains';
import { defineWorkflow } from '../workflow';

// Stricter than the form's check: no leading, trailing or doubled dots and a real top-level domain.
const addressPattern =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i;

export const emailListChecker = defineWorkflow({
  slug: 'email-list-checker',
  name: 'E-mail list checker',
  description: 'Finds invalid, duplicate, role, disposable and mistyped addresses in a mailing list.',
  inputSchema: z.object({ emails: text({ max: 500_000 }) }),
  run({ emails }) {
    const entries = emails.split(/[\s,;]+/).filter(Boolean);
    const seen = new Set<string>();
    const invalid: string[] = [];
    const duplicates: string[] = [];
    const roleAddresses: string[] = [];
    const disposable: string[] = [];
    const typos: { email: string; suggestion: string }[] = [];
    const clean: string[] = [];
    for (const entry of entries) {
      const address = entry.toLowerCase().replace(/^<|>$/g, '');
      const [local = '', domain = ''] = address.split('@');
      if (!addressPattern.test(address) || local.length > 64) {
        invalid.push(entry);
        continue;
      }
      if (seen.has(address)) {
        duplicates.push(address);
        continue;
      }
      seen.add(address);
      const suggestion = suggestDomain(domain);
      if (suggestion) typos.push({ email: address, suggestion: `${local}@${suggestion}` });
      if (disposableDomains.has(domain)) disposable.push(address);
      if (roleLocalParts.has(local)) roleAddresses.push(address);
      if (!suggestion && !disposableDomains.has(domain) && !roleLocalParts.has(local)) clean.push(address);
    }
    return {
      summary:
        `Checked ${entries.length} entries: ${clean.length} look safe to send to. ` +
        `${invalid.length} invalid, ${duplicates.length} duplicate, ${roleAddresses.length} role, ` +
        `${disposable.length} disposable and ${typos.length} with a likely domain typo.`,
      total: entries.length,
      unique_valid_count: seen.size,
      clean_count: clean.length,
      invalid,
      duplicates,
      role_addresses: roleAddresses,
      disposable,
      typos,
      clean_list: clean.join('\n'),
    };
  },
});
